// Writes a theme onto the document root: the dark class, dir, data-* attributes and CSS variables. The inline
// boot script (theme-script.ts) does the same before first paint; this keeps the root in sync afterwards.
import { type ThemeSettings, themeCssVars, themeDataAttributes } from "../../lib/theme/theme-settings";

/** Variables a theme may set; removed when the new theme does not set them (a reset must not leave a tint behind). */
const THEME_VARS = ["--primary-rgb", "--color-night", "--color-night-surface", "--menu-image"];

export function applyTheme(root: HTMLElement, settings: ThemeSettings): void {
  root.classList.toggle("dark", settings.class === "dark");
  root.style.colorScheme = settings.class;
  root.setAttribute("dir", settings.dir);
  for (const [name, value] of Object.entries(themeDataAttributes(settings))) root.setAttribute(name, value);
  const vars = themeCssVars(settings);
  for (const name of THEME_VARS) {
    if (vars[name]) root.style.setProperty(name, vars[name]);
    else root.style.removeProperty(name);
  }
}
