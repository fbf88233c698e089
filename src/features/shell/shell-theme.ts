// How the theme settings shape the dashboard frame: class names for the sidebar and header surfaces, the desktop
// sidebar's width per vertical style, and whether a bar scopes the inverse (light-on-dark) tokens. Pure, so the
// rules are tested without a browser.
import type { BarStyle, ColorMode, ThemeSettings, VerticalStyle } from "@/lib/theme/theme-settings";

export interface Surface {
  /** Background and border classes of the bar itself. */
  className: string;
  /** The bar is dark whatever the mode: its content scopes the light-on-dark tokens (.surface-inverse in globals.css). */
  inverse: boolean;
}

/** A light or transparent bar follows the colour mode through the tokens alone, so the mode no longer picks a palette. */
export function barSurface(style: BarStyle, _mode: ColorMode, direction: "vertical" | "horizontal"): Surface {
  const border = "border-border";
  switch (style) {
    case "dark":
      // dark: stays here: this bar is slate in light mode and takes the (preset-driven) card surface in dark mode,
      // a pair no single token holds.
      return { className: "bg-slate-900 dark:bg-card border-white/10", inverse: true };
    case "color":
      // brand-800 (not 700, which dark mode lightens for text) keeps white text at 4.5:1 in both modes.
      return { className: "bg-brand-800 border-white/10", inverse: true };
    case "gradient":
      return {
        className: `${direction === "vertical" ? "bg-linear-to-b" : "bg-linear-to-r"} from-brand-800 to-brand-600 border-white/10`,
        inverse: true,
      };
    case "transparent":
      return { className: `bg-transparent ${border}`, inverse: false };
    default:
      return { className: `bg-card ${border}`, inverse: false };
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
