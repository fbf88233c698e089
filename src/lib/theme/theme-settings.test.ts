import { describe, expect, it } from "vitest";
import {
  BACKGROUND_PRESETS,
  DEFAULT_PRIMARY_RGB,
  DEFAULT_THEME,
  isDefaultTheme,
  MENU_IMAGE_PRESETS,
  mergeTheme,
  PRIMARY_PRESETS,
  parseRgb,
  sanitizeTheme,
  type ThemeSettings,
  themeCssVars,
  themeDataAttributes,
} from "./theme-settings";

const base: ThemeSettings = { ...DEFAULT_THEME };

describe("mergeTheme", () => {
  it("merges a patch and keeps the other settings", () => {
    const next = mergeTheme({ ...base, width: "boxed" }, { verticalStyle: "closed", dir: "rtl" });
    expect(next).toMatchObject({ verticalStyle: "closed", dir: "rtl", width: "boxed", class: "light" });
  });

  it("dark sets header and menu to dark", () => {
    const next = mergeTheme({ ...base, menuStyle: "color", headerStyle: "gradient" }, { class: "dark" });
    expect(next).toMatchObject({ class: "dark", menuStyle: "dark", headerStyle: "dark" });
  });

  it("light resets custom backgrounds and the menu style, and leaves the rest", () => {
    const dark = mergeTheme(base, {
      class: "dark",
      background: "ocean",
      menuImage: "grid",
      primaryRgb: "15, 118, 110",
    });
    const next = mergeTheme({ ...dark, menuStyle: "gradient" }, { class: "light" });
    expect(next).toMatchObject({ class: "light", background: "", menuImage: "", menuStyle: DEFAULT_THEME.menuStyle });
    expect(next.primaryRgb).toBe("15, 118, 110");
    expect(next.headerStyle).toBe("dark");
  });

  it("lets a patch's explicit values win over the rule it triggers", () => {
    expect(mergeTheme(base, { class: "dark", menuStyle: "gradient" }).menuStyle).toBe("gradient");
  });

  it("a background preset (a deep tone) switches a light theme to dark, once", () => {
    const next = mergeTheme(base, { background: "plum" });
    expect(next).toMatchObject({ class: "dark", background: "plum", menuStyle: "dark", headerStyle: "dark" });
    const recoloured = mergeTheme({ ...next, menuStyle: "color" }, { background: "forest" });
    expect(recoloured.menuStyle).toBe("color");
  });

  it("drops invalid values in a patch instead of storing them", () => {
    const next = mergeTheme(base, { verticalStyle: "sideways" as never, primaryRgb: "300, 0, 0" });
    expect(next.verticalStyle).toBe("default");
    expect(next.primaryRgb).toBe("");
  });
});

describe("sanitizeTheme", () => {
  it("returns the defaults for nothing or garbage", () => {
    expect(sanitizeTheme(undefined)).toEqual(DEFAULT_THEME);
    expect(sanitizeTheme("dark")).toEqual(DEFAULT_THEME);
  });

  it("keeps valid restored values and defaults the invalid ones", () => {
    const restored = sanitizeTheme({
      class: "dark",
      dir: "sideways",
      verticalStyle: "double-menu",
      background: "not-a-preset",
      menuImage: "waves",
      primaryRgb: "29,78,216",
      loader: "enable",
      extra: 1,
    });
    expect(restored).toMatchObject({
      class: "dark",
      dir: "ltr",
      verticalStyle: "double-menu",
      background: "",
      menuImage: "waves",
      primaryRgb: "29, 78, 216",
      loader: "enable",
    });
    expect(restored).not.toHaveProperty("extra");
  });
});

describe("parseRgb", () => {
  it("accepts r, g, b within 0-255 only", () => {
    expect(parseRgb("1, 2, 3")).toBe("1, 2, 3");
    expect(parseRgb("255,255,255")).toBe("255, 255, 255");
    expect(parseRgb("256, 0, 0")).toBeNull();
    expect(parseRgb("red")).toBeNull();
    expect(parseRgb("1, 2, 3); background: url(x)")).toBeNull();
  });
});

describe("presets and document output", () => {
  it("has five of each preset, with unique ids and valid colours", () => {
    for (const presets of [PRIMARY_PRESETS, BACKGROUND_PRESETS, MENU_IMAGE_PRESETS]) {
      expect(presets).toHaveLength(5);
      expect(new Set(presets.map((p) => p.id)).size).toBe(5);
    }
    for (const p of PRIMARY_PRESETS) expect(parseRgb(p.rgb)).toBe(p.rgb);
    for (const p of BACKGROUND_PRESETS) expect(parseRgb(p.body) && parseRgb(p.surface)).toBeTruthy();
    for (const p of MENU_IMAGE_PRESETS) expect(p.css).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it("maps the primary colour and presets to CSS variables", () => {
    expect(themeCssVars(base)).toEqual({ "--primary-rgb": DEFAULT_PRIMARY_RGB });
    const vars = themeCssVars({ ...base, primaryRgb: "190, 18, 60", background: "ocean", menuImage: "dots" });
    expect(vars["--primary-rgb"]).toBe("190, 18, 60");
    expect(vars["--color-night"]).toBe("rgb(6, 30, 46)");
    expect(vars["--color-night-surface"]).toBe("rgb(14, 46, 66)");
    expect(vars["--menu-image"]).toContain("radial-gradient");
  });

  it("exposes the layout choices as data attributes", () => {
    expect(themeDataAttributes({ ...base, verticalStyle: "detached" })["data-vertical-style"]).toBe("detached");
  });

  it("knows the defaults", () => {
    expect(isDefaultTheme(base)).toBe(true);
    expect(isDefaultTheme({ ...base, width: "boxed" })).toBe(false);
  });
});
