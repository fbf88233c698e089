// Issue 13 item 10: on https the token cookie is Secure, so it never travels over plain http.
import { describe, expect, it } from "vitest";
import { tokenCookie } from "./token-cookie";

describe("token cookie", () => {
  it("is Secure on https and keeps path=/ and SameSite=Lax", () => {
    const cookie = tokenCookie("a b;c", "https:");
    expect(cookie.split("; ")).toEqual(["token=a%20b%3Bc", "path=/", "SameSite=Lax", "Secure"]);
  });

  it("is not Secure on http (a local install), where browsers would drop a Secure cookie", () => {
    expect(tokenCookie("abc", "http:")).toBe("token=abc; path=/; SameSite=Lax");
  });

  it("expires at once when cleared, with the same attributes", () => {
    expect(tokenCookie(null, "https:")).toBe(
      "token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax; Secure",
    );
  });
});
