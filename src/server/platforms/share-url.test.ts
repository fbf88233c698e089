// Share links are rebuilt from their code on the platform's own host; anything else in the pasted text is dropped,
// and a link without a readable code is refused before any request.
import { describe, expect, it } from "vitest";
import { ParseInputError } from "@/domain/parse-input";
import { rebuildShareUrl } from "./share-url";

describe("rebuildShareUrl", () => {
  it.each([
    ["tiktok", "https://vm.tiktok.com/ZMabc123/", "https://vm.tiktok.com/ZMabc123/"],
    ["tiktok", "https://vt.tiktok.com/ZS-x_9/", "https://vt.tiktok.com/ZS-x_9/"],
    ["tiktok", "https://m.tiktok.com/t/ZTRabc/", "https://www.tiktok.com/t/ZTRabc/"],
    ["instagram", "https://instagram.com/share/reel/BAxyz/", "https://www.instagram.com/share/reel/BAxyz/"],
    ["instagram", "https://www.instagram.com/share/BAxyz/", "https://www.instagram.com/share/BAxyz/"],
    ["threads", "https://threads.com/share/AbC123/", "https://www.threads.com/share/AbC123/"],
    ["threads", "https://www.threads.net/share/XyZ/", "https://www.threads.net/share/XyZ/"],
  ] as const)("%s %s → %s", (platform, pasted, rebuilt) => {
    expect(rebuildShareUrl(platform, pasted)).toBe(rebuilt);
  });

  it.each([
    ["tiktok", "https://vm.tiktok.com:8443/ZMabc/"],
    ["tiktok", "https://user@vm.tiktok.com/ZMabc/"],
    ["tiktok", "https://vm.tiktok.com.evil.example/ZMabc/"],
    ["tiktok", "http://vm.tiktok.com/ZMabc/"],
    ["tiktok", "https://vm.tiktok.com/ZM%2e%2e/"],
    ["instagram", "https://www.instagram.com/share/reel/BA/../../admin/"],
    ["instagram", "https://127.0.0.1/share/BAxyz/"],
    ["threads", "https://www.threads.org/share/AbC/"],
    ["threads", "https://www.threads.net/share/a/b/"],
  ] as const)("refuses %s %s", (platform, pasted) => {
    expect(() => rebuildShareUrl(platform, pasted)).toThrow(ParseInputError);
  });
});
