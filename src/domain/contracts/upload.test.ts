import { describe, expect, it } from "vitest";
import { avatarFileProblem } from "./upload";

describe("avatarFileProblem (the browser's check before an upload)", () => {
  it("lets PNG, JPEG and WebP files of 1 byte to exactly 2 MB through", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp"]) {
      expect(avatarFileProblem({ type, size: 1 })).toBeNull();
      expect(avatarFileProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
    }
  });

  it("names the problem: other types, empty files, and 2 MB + 1 byte", () => {
    for (const type of ["image/gif", "image/svg+xml", "text/plain", "", "image/PNG", "image/jpg"])
      expect(avatarFileProblem({ type, size: 100 }), type).toBe("type");
    expect(avatarFileProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(avatarFileProblem({ type: "image/webp", size: 2 * 1024 * 1024 + 1 })).toBe("size");
  });
});
