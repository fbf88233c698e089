// Theme settings of spec section 3 and the rules of section 4, as pure data and functions (no DOM, no React):
// the defaults, the allowed values, the presets, the merge rules (light resets custom backgrounds and the menu
// style; dark sets header and menu to dark) and the validation of a restored value.

export const DIRECTIONS = ["ltr", "rtl"] as const;
export const COLOR_MODES = ["light", "dark"] as const;
export const BAR_STYLES = ["light", "dark", "color", "gradient", "transparent"] as const;
export const NAV_LAYOUTS = ["vertical", "horizontal"] as const;
export const VERTICAL_STYLES = ["default", "overlay", "closed", "icon-text", "double-menu", "detached"] as const;
export const PAGE_STYLES = ["regular"] as const;
export const WIDTHS = ["fullwidth", "boxed"] as const;
export const POSITIONS = ["fixed", "scrollable"] as const;
export const LOADERS = ["enable", "disable"] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type ColorMode = (typeof COLOR_MODES)[number];
export type BarStyle = (typeof BAR_STYLES)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type VerticalStyle = (typeof VERTICAL_STYLES)[number];
export type PageStyle = (typeof PAGE_STYLES)[number];
export type Width = (typeof WIDTHS)[number];
export type Position = (typeof POSITIONS)[number];
export type Loader = (typeof LOADERS)[number];

export interface ThemeSettings {
  dir: Direction;
  /** The spec calls the colour mode "class": it becomes the html class. */
  class: ColorMode;
  menuStyle: BarStyle;
  headerStyle: BarStyle;
  navLayout: NavLayout;
  verticalStyle: VerticalStyle;
  pageStyle: PageStyle;
  width: Width;
  menuPosition: Position;
  headerPosition: Position;
  /** "r, g, b"; empty means the built-in brand colour. */
  primaryRgb: string;
  /** Id of a background preset; empty means the default canvas. */
  background: string;
  /** Id of a menu background image; empty means none. */
  menuImage: string;
  loader: Loader;
}

export const DEFAULT_THEME: Readonly<ThemeSettings> = Object.freeze({
  dir: "ltr",
  class: "light",
  menuStyle: "light",
  headerStyle: "light",
  navLayout: "vertical",
  verticalStyle: "default",
  pageStyle: "regular",
  width: "fullwidth",
  menuPosition: "fixed",
  headerPosition: "fixed",
  primaryRgb: "",
  background: "",
  menuImage: "",
  loader: "disable",
});

/** The built-in brand colour (indigo 600), used when no primary preset is chosen. */
export const DEFAULT_PRIMARY_RGB = "79, 70, 229";

/** Five primary presets, each dark enough for white text on it (WCAG AA for normal text). */
export const PRIMARY_PRESETS = [
  { id: "blue", rgb: "29, 78, 216" },
  { id: "teal", rgb: "15, 118, 110" },
  { id: "rose", rgb: "190, 18, 60" },
  { id: "amber", rgb: "180, 83, 9" },
  { id: "violet", rgb: "109, 40, 217" },
] as const;

/** Five background presets: deep tones for the page (body) and a lighter one for surfaces (cards, bars). */
export const BACKGROUND_PRESETS = [
  { id: "midnight", body: "12, 18, 36", surface: "24, 32, 56" },
  { id: "ocean", body: "6, 30, 46", surface: "14, 46, 66" },
  { id: "forest", body: "9, 30, 24", surface: "19, 46, 38" },
  { id: "plum", body: "31, 14, 40", surface: "48, 26, 60" },
  { id: "graphite", body: "22, 22, 25", surface: "38, 38, 43" },
] as const;

const svg = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(body)}")`;

/** Five menu background images: CSS gradients and inline SVG patterns (no network), all dark enough for white text. */
export const MENU_IMAGE_PRESETS = [
  {
    id: "aurora",
    css: "radial-gradient(circle at 15% 10%, rgba(99,102,241,.55), transparent 45%), radial-gradient(circle at 85% 85%, rgba(236,72,153,.45), transparent 40%), linear-gradient(165deg, #0f172a, #1e1b4b)",
  },
  {
    id: "dusk",
    css: "linear-gradient(180deg, rgba(15,23,42,.15), rgba(15,23,42,.85)), linear-gradient(160deg, #7c2d12, #9d174d 45%, #312e81)",
  },
  {
    id: "grid",
    css: `${svg('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M24 0H0v24" fill="none" stroke="#fff" stroke-opacity=".08"/></svg>')}, linear-gradient(180deg, #0b3b4a, #0f172a)`,
  },
  {
    id: "waves",
    css: `${svg('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><path d="M0 20q20-16 40 0t40 0" fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="2"/></svg>')}, linear-gradient(200deg, #134e4a, #1e3a8a)`,
  },
  {
    id: "dots",
    css: "radial-gradient(rgba(255,255,255,.13) 1px, transparent 1.5px) 0 0 / 14px 14px, linear-gradient(160deg, #3b0764, #111827)",
  },
] as const;

const RGB = /^(\d{1,3}),\s?(\d{1,3}),\s?(\d{1,3})$/;

/** "r, g, b" with each channel 0–255, normalised to "r, g, b"; null when not a colour. */
export function parseRgb(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = RGB.exec(value.trim());
  if (!match) return null;
  const channels = match.slice(1).map(Number);
  if (channels.some((c) => c > 255)) return null;
  return channels.join(", ");
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function presetId(presets: readonly { id: string }[], value: unknown): string {
  return typeof value === "string" && presets.some((p) => p.id === value) ? value : "";
}

/** A stored value may be stale, hand-edited or from an older version: keep what is valid, default the rest. */
export function sanitizeTheme(raw: unknown): ThemeSettings {
  const r = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_THEME;
  return {
    dir: oneOf(DIRECTIONS, r.dir, d.dir),
    class: oneOf(COLOR_MODES, r.class, d.class),
    menuStyle: oneOf(BAR_STYLES, r.menuStyle, d.menuStyle),
    headerStyle: oneOf(BAR_STYLES, r.headerStyle, d.headerStyle),
    navLayout: oneOf(NAV_LAYOUTS, r.navLayout, d.navLayout),
    verticalStyle: oneOf(VERTICAL_STYLES, r.verticalStyle, d.verticalStyle),
    pageStyle: oneOf(PAGE_STYLES, r.pageStyle, d.pageStyle),
    width: oneOf(WIDTHS, r.width, d.width),
    menuPosition: oneOf(POSITIONS, r.menuPosition, d.menuPosition),
    headerPosition: oneOf(POSITIONS, r.headerPosition, d.headerPosition),
    primaryRgb: r.primaryRgb === "" ? "" : (parseRgb(r.primaryRgb) ?? d.primaryRgb),
    background: presetId(BACKGROUND_PRESETS, r.background),
    menuImage: presetId(MENU_IMAGE_PRESETS, r.menuImage),
    loader: oneOf(LOADERS, r.loader, d.loader),
  };
}

/**
 * The spec's "theme change merges settings", with its two rules. A patch that picks light resets the custom
 * backgrounds (page background and menu image) and the menu style; a patch that picks dark sets header and menu
 * to dark. Picking a background preset (they are all deep tones) switches to dark the same way. Values the patch
 * sets explicitly win over what a rule would set, so one patch can say "dark, with a gradient menu".
 */
export function mergeTheme(current: ThemeSettings, patch: Partial<ThemeSettings>): ThemeSettings {
  let next: ThemeSettings = { ...current };
  const goesDark =
    patch.class === "dark" || (!!patch.background && patch.class !== "light" && current.class !== "dark");
  if (patch.class === "light") {
    next = { ...next, class: "light", background: "", menuImage: "", menuStyle: DEFAULT_THEME.menuStyle };
  } else if (goesDark) {
    next = { ...next, class: "dark", headerStyle: "dark", menuStyle: "dark" };
  }
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return sanitizeTheme({ ...next, ...defined });
}

export function isDefaultTheme(settings: ThemeSettings): boolean {
  return (Object.keys(DEFAULT_THEME) as (keyof ThemeSettings)[]).every((k) => settings[k] === DEFAULT_THEME[k]);
}

/** CSS custom properties the document root carries for a theme (what globals.css and the shell read). */
export function themeCssVars(settings: ThemeSettings): Record<string, string> {
  const vars: Record<string, string> = { "--primary-rgb": settings.primaryRgb || DEFAULT_PRIMARY_RGB };
  const bg = BACKGROUND_PRESETS.find((p) => p.id === settings.background);
  if (bg) {
    vars["--color-night"] = `rgb(${bg.body})`;
    vars["--color-night-surface"] = `rgb(${bg.surface})`;
  }
  const image = MENU_IMAGE_PRESETS.find((p) => p.id === settings.menuImage);
  if (image) vars["--menu-image"] = image.css;
  return vars;
}

/** data-* attributes on <html>, so CSS and tests can see the layout choices before React renders. */
export function themeDataAttributes(settings: ThemeSettings): Record<string, string> {
  return {
    "data-menu-style": settings.menuStyle,
    "data-header-style": settings.headerStyle,
    "data-nav-layout": settings.navLayout,
    "data-vertical-style": settings.verticalStyle,
    "data-page-style": settings.pageStyle,
    "data-width": settings.width,
    "data-menu-position": settings.menuPosition,
    "data-header-position": settings.headerPosition,
    "data-loader": settings.loader,
  };
}

/** The localStorage key of the theme (apart from "root", which holds only the account state). */
export const THEME_STORAGE_KEY = "theme";
