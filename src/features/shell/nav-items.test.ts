import { describe, expect, it } from "vitest";
import { isActive, isGroup, NAV_ITEMS, type NavLink } from "./nav-items";

const overview: NavLink = { label: "overview", href: "/dashboard/", exact: true };
const feeds: NavLink = { label: "feeds", href: "/dashboard/feeds/" };

/** Every link of the menu, group children included. */
const allLinks: NavLink[] = NAV_ITEMS.flatMap((item) => (isGroup(item) ? item.children : [item]));

describe("isActive", () => {
  it("activates the overview on /dashboard with or without trailing slash", () => {
    expect(isActive(overview, "/dashboard")).toBe(true);
    expect(isActive(overview, "/dashboard/")).toBe(true);
  });

  it("does not activate the overview on a sub page (exact match)", () => {
    expect(isActive(overview, "/dashboard/feeds")).toBe(false);
    expect(isActive(overview, "/dashboard/feeds/")).toBe(false);
  });

  it("activates a prefix link on its page, with or without trailing slash", () => {
    expect(isActive(feeds, "/dashboard/feeds")).toBe(true);
    expect(isActive(feeds, "/dashboard/feeds/")).toBe(true);
  });

  it("activates a prefix link on its sub pages", () => {
    expect(isActive(feeds, "/dashboard/feeds/123")).toBe(true);
    expect(isActive(feeds, "/dashboard/feeds/123/")).toBe(true);
  });

  it("does not activate a prefix link on a path that merely starts with the same letters", () => {
    expect(isActive(feeds, "/dashboard/feedsx")).toBe(false);
    expect(isActive(feeds, "/dashboard/feedsx/")).toBe(false);
  });

  it("does not activate a prefix link on its parent or a sibling", () => {
    expect(isActive(feeds, "/dashboard")).toBe(false);
    expect(isActive(feeds, "/dashboard/")).toBe(false);
    expect(isActive(feeds, "/dashboard/channels/")).toBe(false);
  });

  it("activates exactly one menu link for each link's own page", () => {
    for (const link of allLinks) {
      const active = allLinks.filter((other) => isActive(other, link.href.replace(/\/$/, "")));
      expect(
        active.map((l) => l.href),
        `active links on ${link.href}`,
      ).toEqual([link.href]);
    }
  });
});

describe("NAV_ITEMS", () => {
  it("has only links under /dashboard/ that end with a slash", () => {
    expect(allLinks.length).toBeGreaterThan(0);
    for (const link of allLinks) {
      expect(link.href.startsWith("/dashboard/"), link.href).toBe(true);
      expect(link.href.endsWith("/"), link.href).toBe(true);
    }
  });

  it("has unique hrefs", () => {
    const hrefs = allLinks.map((l) => l.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("marks only the overview as exact", () => {
    expect(allLinks.filter((l) => l.exact).map((l) => l.href)).toEqual(["/dashboard/"]);
  });

  it("recognises the alerts group and its children", () => {
    const groups = NAV_ITEMS.filter(isGroup);
    expect(groups.map((g) => g.label)).toEqual(["dashboard.nav.alerts"]);
    expect(groups[0]?.children.every((child) => child.href.startsWith("/dashboard/alerts/"))).toBe(true);
  });
});
