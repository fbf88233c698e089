import { afterEach, describe, expect, it } from "vitest";
import { robotsRules } from "./robots-rules";

const previous = process.env.APP_URL;
afterEach(() => {
  if (previous === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = previous;
});

describe("robots", () => {
  it("allows the public site, keeps crawlers out of the app, API and dev tools, and points at the sitemap", () => {
    process.env.APP_URL = "https://feedscope.test/";
    const robots = robotsRules();
    const rules = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rules).toHaveLength(1);
    expect(rules[0]?.userAgent).toBe("*");
    expect(rules[0]?.allow).toBe("/");
    expect([...(rules[0]?.disallow ?? [])].sort()).toEqual(["/api/", "/dashboard/", "/dev/", "/v1/"]);
    expect(robots.sitemap).toBe("https://feedscope.test/sitemap.xml");
  });
});
