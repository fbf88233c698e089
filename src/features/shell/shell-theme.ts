// How the theme settings shape the dashboard frame: class names for the sidebar and header surfaces, the desktop
// sidebar's width per vertical style, and whether bars use the inverse (light-on-dark) palette. Pure, so the
// rules are tested without a browser.
import type { BarStyle, ColorMode, ThemeSettings, VerticalStyle } from "@/lib/theme/theme-settings";

export interface Surface {
  /** Background and border classes of the bar itself. */
  className: string;
  /** Content inside reads light on dark (see .tone-inverse in globals.css). */
  inverse: boolean;
}

export function barSurface(style: BarStyle, mode: ColorMode, direction: "vertical" | "horizontal"): Surface {
  const border = "border-slate-200 dark:border-white/10";
  switch (style) {
    case "dark":
      return { className: `bg-slate-900 dark:bg-night-surface border-white/10`, inverse: true };
    case "color":
      return { className: "bg-brand-700 border-white/10", inverse: true };
    case "gradient":
      return {
        className: `${direction === "vertical" ? "bg-linear-to-b" : "bg-linear-to-r"} from-brand-800 to-brand-600 border-white/10`,
        inverse: true,
      };
    case "transparent":
      return { className: `bg-transparent ${border}`, inverse: mode === "dark" };
    default:
      return { className: `bg-white dark:bg-night-surface ${border}`, inverse: mode === "dark" };
  }
}

/** Which sidebar the desktop shows: none (overlay drawer or horizontal menu), or one of the vertical shapes. */
export type DesktopSidebar = "none" | Exclude<VerticalStyle, "overlay">;

export function desktopSidebar(settings: Pick<ThemeSettings, "navLayout" | "verticalStyle">): DesktopSidebar {
  if (settings.navLayout === "horizontal" || settings.verticalStyle === "overlay") return "none";
  return settings.verticalStyle;
}

/** Width of the space the desktop sidebar takes in the flow (a closed rail widens over the content on hover). */
export const SIDEBAR_WIDTH: Record<DesktopSidebar, string> = {
  none: "",
  default: "w-64",
  closed: "w-16",
  "icon-text": "w-24",
  "double-menu": "w-72",
  detached: "w-[17.5rem]",
};

/** The menu button shows on desktop too when the sidebar is a drawer there. */
export function menuButtonOnDesktop(settings: Pick<ThemeSettings, "navLayout" | "verticalStyle">): boolean {
  return settings.navLayout === "vertical" && settings.verticalStyle === "overlay";
}
