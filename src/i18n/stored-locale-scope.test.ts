// Only `/` and locale-prefixed paths may take their language from the stored preference; every other unprefixed
// path is English.
import { describe, expect, it } from "vitest";
import { storedLocaleMayApply } from "./stored-locale-scope";

describe("storedLocaleMayApply", () => {
  it("applies on the root and on prefixed paths (which name their locale)", () => {
    for (const path of ["/", "/de", "/de/", "/de/signup/", "/tw/blogs/", "/ja", "/en/pricing"]) {
      expect({ path, applies: storedLocaleMayApply(path) }).toEqual({ path, applies: true });
    }
  });

  it("does not apply on unprefixed English paths, including ones that merely start like a locale", () => {
    for (const path of [
      "/signup/",
      "/blogs/",
      "/privacy-policy/",
      "/analyze/some-slug/",
      "/dev",
      "/derby/",
      "/zh-tw/",
    ]) {
      expect({ path, applies: storedLocaleMayApply(path) }).toEqual({ path, applies: false });
    }
  });
});
