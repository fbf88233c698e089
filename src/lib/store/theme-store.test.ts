import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "@/lib/theme/theme-settings";

// The store persists through window.localStorage; the unit environment is Node, so a Map stands in for it.
const memory = new Map<string, string>();
const storage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

let store: typeof import("./theme-store").useThemeStore;
beforeAll(async () => {
  Object.assign(globalThis, { localStorage: storage });
  store = (await import("./theme-store")).useThemeStore;
});
beforeEach(() => store.getState().resetTheme());

const stored = () => JSON.parse(memory.get("theme") ?? "null")?.state;

describe("theme store", () => {
  it("persists settings under its own key, never under root", () => {
    memory.set("root", JSON.stringify({ state: { token: "t" }, version: 0 }));
    store.getState().changeTheme({ class: "dark", verticalStyle: "closed" });
    expect(stored()).toMatchObject({ class: "dark", menuStyle: "dark", headerStyle: "dark", verticalStyle: "closed" });
    expect(stored()).not.toHaveProperty("changeTheme");
    expect(JSON.parse(memory.get("root") ?? "{}").state).toEqual({ token: "t" });
  });

  it("reset restores the defaults and removes the stored theme only", () => {
    memory.set("root", "{}");
    store.getState().changeTheme({ dir: "rtl", primaryRgb: "15, 118, 110" });
    expect(memory.has("theme")).toBe(true);
    store.getState().resetTheme();
    expect(memory.has("theme")).toBe(false);
    expect(memory.has("root")).toBe(true);
    const { changeTheme: _c, resetTheme: _r, ...settings } = store.getState();
    expect(settings).toEqual(DEFAULT_THEME);
  });

  it("restores only valid values from storage", async () => {
    memory.set("theme", JSON.stringify({ state: { dir: "rtl", class: "purple", width: "boxed" }, version: 0 }));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ dir: "rtl", class: "light", width: "boxed" });
  });
});
