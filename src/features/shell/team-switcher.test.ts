import { describe, expect, it } from "vitest";
import { listPageAfterSwitch } from "./team-switcher";

describe("listPageAfterSwitch", () => {
  it.each([
    ["/dashboard/feeds/12/", "/dashboard/feeds/"],
    ["/dashboard/feeds/12", "/dashboard/feeds/"],
    ["/dashboard/channels/7/", "/dashboard/channels/"],
    ["/dashboard/collections/aB3dE5gH7j/", "/dashboard/collections/"],
  ])("leaves the old team's item %s for %s", (path, target) => {
    expect(listPageAfterSwitch(path)).toBe(target);
  });

  it.each([
    ["/dashboard/"],
    ["/dashboard/feeds/"],
    ["/dashboard/channels/"],
    ["/dashboard/collections/"],
    ["/dashboard/settings/"],
    ["/dashboard/alerts/rule/"],
  ])("stays on %s (not one item)", (path) => {
    expect(listPageAfterSwitch(path)).toBeNull();
  });
});
