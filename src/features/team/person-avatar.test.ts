import { describe, expect, it } from "vitest";
import { initialsOf } from "./person-avatar";

describe("initialsOf", () => {
  it("takes the first letters of up to two words of the name", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("  grace  brewster murray hopper ")).toBe("GB");
    expect(initialsOf("Cher")).toBe("C");
  });
  it("falls back to the email's name part, split at dots and dashes", () => {
    expect(initialsOf("", "ivan.invitee@example.com")).toBe("II");
    expect(initialsOf("   ", "ops-team@example.com")).toBe("OT");
  });
  it("never renders an empty circle", () => {
    expect(initialsOf("", "")).toBe("?");
  });
});
