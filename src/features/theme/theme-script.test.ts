import { describe, expect, it } from "vitest";
import { THEME_BOOT_SCRIPT } from "@/lib/theme/theme-script";
import { mergeTheme, sanitizeTheme, type ThemeSettings } from "@/lib/theme/theme-settings";
import { applyTheme } from "./apply-theme";

// A stand-in for <html>, recording what the boot script and applyTheme write.
function fakeRoot() {
  const classes = new Set<string>();
  const attrs: Record<string, string> = {};
  const vars: Record<string, string> = {};
  const root = {
    classList: {
      add: (c: string) => classes.add(c),
      toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
    },
    style: {
      colorScheme: "",
      setProperty: (n: string, v: string) => {
        vars[n] = v;
      },
      removeProperty: (n: string) => void delete vars[n],
    },
    setAttribute: (n: string, v: string) => {
      attrs[n] = v;
    },
  };
  return { root, snapshot: () => ({ classes: [...classes], attrs, vars, scheme: root.style.colorScheme }) };
}

function boot(stored: string | null) {
  const { root, snapshot } = fakeRoot();
  new Function("localStorage", "document", THEME_BOOT_SCRIPT)({ getItem: () => stored }, { documentElement: root });
  return snapshot();
}

function applied(settings: ThemeSettings) {
  const { root, snapshot } = fakeRoot();
  applyTheme(root as unknown as HTMLElement, settings);
  return snapshot();
}

describe("theme boot script", () => {
  it("writes what applyTheme writes for a stored theme", () => {
    const settings = mergeTheme(sanitizeTheme({}), {
      class: "dark",
      dir: "rtl",
      verticalStyle: "detached",
      primaryRgb: "190, 18, 60",
      background: "ocean",
      menuImage: "aurora",
    });
    expect(boot(JSON.stringify({ state: settings, version: 0 }))).toEqual(applied(settings));
  });

  it("falls back to the defaults for a missing or broken stored theme", () => {
    const defaults = applied(sanitizeTheme(null));
    expect(boot(null)).toEqual(defaults);
    expect(boot("{not json")).toEqual({ ...defaults, attrs: {}, vars: {}, scheme: "" });
    expect(boot(JSON.stringify({ state: { class: "neon", primaryRgb: "999, 0, 0" } }))).toEqual(defaults);
  });
});
