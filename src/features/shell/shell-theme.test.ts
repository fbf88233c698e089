import { describe, expect, it } from "vitest";
import { barSurface, desktopSidebar, menuButtonOnDesktop } from "./shell-theme";

describe("shell theme", () => {
  it("scopes the inverse tokens on dark, coloured and gradient bars only; light bars follow the mode's tokens", () => {
    expect(barSurface("light", "light", "vertical").inverse).toBe(false);
    expect(barSurface("light", "dark", "vertical").inverse).toBe(false);
    expect(barSurface("transparent", "dark", "vertical").inverse).toBe(false);
    expect(barSurface("transparent", "light", "horizontal").inverse).toBe(false);
    for (const style of ["dark", "color", "gradient"] as const)
      for (const mode of ["light", "dark"] as const) expect(barSurface(style, mode, "vertical").inverse).toBe(true);
    expect(barSurface("gradient", "light", "horizontal").className).toContain("bg-linear-to-r");
  });

  it("shows no desktop sidebar for the overlay style or the horizontal layout, and a menu button for overlay", () => {
    expect(desktopSidebar({ navLayout: "vertical", verticalStyle: "overlay" })).toBe("none");
    expect(desktopSidebar({ navLayout: "horizontal", verticalStyle: "closed" })).toBe("none");
    expect(desktopSidebar({ navLayout: "vertical", verticalStyle: "double-menu" })).toBe("double-menu");
    expect(menuButtonOnDesktop({ navLayout: "vertical", verticalStyle: "overlay" })).toBe(true);
    expect(menuButtonOnDesktop({ navLayout: "horizontal", verticalStyle: "overlay" })).toBe(false);
  });
});
