import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AvatarUrl,
  Email,
  FullName,
  MESSAGES,
  NewPasswordForm,
  PasswordHash,
  PlainPassword,
  SignUpForm,
  TeamName,
  Timezone,
} from "./validation";

/** The messages of every issue of a failed parse (fails the test if the parse succeeded). */
function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("Email", () => {
  it.each([
    ["ada@example.com", "ada@example.com"],
    ["first.last+tag@mail.example.co.uk", "first.last+tag@mail.example.co.uk"],
    ["  ada@example.com  ", "ada@example.com"],
    ["Ada.Lovelace@Example.COM", "ada.lovelace@example.com"],
    ["\tMixed@Case.Org\n", "mixed@case.org"],
  ])("accepts %j as %j", (input, expected) => {
    expect(Email.parse(input)).toBe(expected);
  });

  it("accepts an address of exactly 254 characters", () => {
    const address = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(address).toHaveLength(254);
    expect(Email.parse(address)).toBe(address);
  });

  it.each([
    ["missing @", "ada.example.com"],
    ["space in local part", "ada lovelace@example.com"],
    ["space in domain", "ada@exa mple.com"],
    ["no dot in domain", "ada@localhost"],
    ["double @", "ada@@example.com"],
    ["two @ signs", "ada@foo@example.com"],
    ["empty local part", "@example.com"],
    ["domain starts with a dot", "ada@.example.com"],
    ["empty label in domain", "ada@example..com"],
    ["trailing dot", "ada@example.com."],
    ["empty string", ""],
    ["whitespace only", "   "],
  ])("rejects an address with %s", (_case, input) => {
    expect(errorsOf(Email, input)).toContain(MESSAGES.email);
  });

  it("rejects an address longer than 254 characters", () => {
    const address = `${"a".repeat(255 - "@example.com".length)}@example.com`;
    expect(address).toHaveLength(255);
    expect(errorsOf(Email, address)).toContain(MESSAGES.email);
  });

  it("measures the length after trimming", () => {
    const address = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(Email.parse(`  ${address}  `)).toBe(address);
  });

  it("rejects a non-string with the email message", () => {
    expect(errorsOf(Email, 42)).toEqual([MESSAGES.email]);
  });

  it("uses the exact message of the spec", () => {
    expect(MESSAGES.email).toBe("Please enter a valid email address");
    expect(errorsOf(Email, "nope")).toEqual(["Please enter a valid email address"]);
  });
});

describe("FullName", () => {
  it("rejects 3 characters and accepts 4", () => {
    expect(errorsOf(FullName, "Ada")).toEqual(["Full name must be between 4 and 16 characters"]);
    expect(FullName.parse("Adam")).toBe("Adam");
  });

  it("accepts 16 characters and rejects 17", () => {
    expect(FullName.parse("a".repeat(16))).toBe("a".repeat(16));
    expect(errorsOf(FullName, "a".repeat(17))).toEqual([MESSAGES.fullName]);
  });

  it("trims before measuring and returns the trimmed name", () => {
    expect(FullName.parse("  Ada Lovelace  ")).toBe("Ada Lovelace");
    expect(FullName.parse(`   ${"b".repeat(16)}   `)).toBe("b".repeat(16));
    expect(errorsOf(FullName, "   Ada   ")).toEqual([MESSAGES.fullName]);
  });

  it("has the exact message of the spec", () => {
    expect(MESSAGES.fullName).toBe("Full name must be between 4 and 16 characters");
  });
});

describe("PlainPassword", () => {
  it("rejects 7 characters and accepts 8", () => {
    expect(errorsOf(PlainPassword, "1234567")).toEqual(["Password must be between 8 and 32 characters"]);
    expect(PlainPassword.parse("12345678")).toBe("12345678");
  });

  it("accepts 32 characters and rejects 33", () => {
    expect(PlainPassword.parse("p".repeat(32))).toBe("p".repeat(32));
    expect(errorsOf(PlainPassword, "p".repeat(33))).toEqual([MESSAGES.password]);
  });

  it("does not trim: spaces are part of the password", () => {
    expect(PlainPassword.parse("  secret  ")).toBe("  secret  ");
  });

  it("has the exact message of the spec", () => {
    expect(MESSAGES.password).toBe("Password must be between 8 and 32 characters");
  });
});

describe("PasswordHash", () => {
  it("accepts 32 lowercase hex characters", () => {
    expect(PasswordHash.parse("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123456789abcdef");
    expect(PasswordHash.parse("5f4dcc3b5aa765d61d8327deb882cf99")).toBe("5f4dcc3b5aa765d61d8327deb882cf99");
  });

  it.each([
    ["uppercase hex", "5F4DCC3B5AA765D61D8327DEB882CF99"],
    ["31 characters", "5f4dcc3b5aa765d61d8327deb882cf9"],
    ["33 characters", "5f4dcc3b5aa765d61d8327deb882cf990"],
    ["non-hex characters", "5f4dcc3b5aa765d61d8327deb882cfzz"],
    ["surrounding spaces", " 5f4dcc3b5aa765d61d8327deb882cf99 "],
    ["a plain password", "password"],
  ])("rejects %s", (_case, input) => {
    expect(errorsOf(PasswordHash, input)).toEqual([MESSAGES.passwordHash]);
  });
});

describe("SignUpForm", () => {
  const valid = {
    email: "Ada@Example.com",
    fullname: "Ada Lovelace",
    password: "correct horse",
    confirmPassword: "correct horse",
  };

  it("accepts matching passwords and normalises the fields", () => {
    expect(SignUpForm.parse(valid)).toEqual({
      email: "ada@example.com",
      fullname: "Ada Lovelace",
      password: "correct horse",
      confirmPassword: "correct horse",
    });
  });

  it("reports a confirmation mismatch on confirmPassword", () => {
    const result = SignUpForm.safeParse({ ...valid, confirmPassword: "correct horsE" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "Passwords do not match" });
  });

  it("reports field errors on their own paths", () => {
    const result = SignUpForm.safeParse({ ...valid, email: "bad", fullname: "Al" });
    expect(result.success).toBe(false);
    if (result.success) return;
    const byPath = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(byPath).toMatchObject({ email: MESSAGES.email, fullname: MESSAGES.fullName });
  });
});

describe("NewPasswordForm", () => {
  it("accepts matching passwords", () => {
    expect(NewPasswordForm.parse({ password: "new secret", confirmPassword: "new secret" })).toEqual({
      password: "new secret",
      confirmPassword: "new secret",
    });
  });

  it("reports a confirmation mismatch on confirmPassword", () => {
    const result = NewPasswordForm.safeParse({ password: "new secret", confirmPassword: "new secret " });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]).toMatchObject({ path: ["confirmPassword"], message: MESSAGES.confirmPassword });
  });

  it("reports a too short password on password", () => {
    const result = NewPasswordForm.safeParse({ password: "short", confirmPassword: "short" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]).toMatchObject({ path: ["password"], message: MESSAGES.password });
  });
});

describe("Timezone", () => {
  it.each([-12, -5, 0, 8, 14])("accepts %d", (offset) => {
    expect(Timezone.parse(offset)).toBe(offset);
  });

  it.each([-13, 15, 1.5, -0.5])("rejects %s", (offset) => {
    expect(errorsOf(Timezone, offset)).toContain(MESSAGES.timezone);
  });

  it("rejects a numeric string", () => {
    expect(errorsOf(Timezone, "8")).toEqual([MESSAGES.timezone]);
  });
});

describe("AvatarUrl", () => {
  it.each([
    ["", ""],
    ["https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["http://example.com/a.png", "http://example.com/a.png"],
    ["  https://example.com/a.png  ", "https://example.com/a.png"],
  ])("accepts %j", (input, expected) => {
    expect(AvatarUrl.parse(input)).toBe(expected);
  });

  it.each([
    ["javascript:alert(1)"],
    ["data:image/png;base64,AAAA"],
    ["ftp://example.com/a.png"],
    ["https://"],
    ["https://exa mple.com/a.png"],
    ["/relative/a.png"],
  ])("rejects %j", (input) => {
    expect(errorsOf(AvatarUrl, input)).toEqual([MESSAGES.avatar]);
  });

  it("rejects a URL longer than 2048 characters", () => {
    const url = `https://example.com/${"a".repeat(2049 - "https://example.com/".length)}`;
    expect(url).toHaveLength(2049);
    expect(errorsOf(AvatarUrl, url)).toContain(MESSAGES.avatar);
  });
});

describe("TeamName", () => {
  it("rejects 1 character and accepts 2", () => {
    expect(errorsOf(TeamName, "A")).toEqual([MESSAGES.teamName]);
    expect(TeamName.parse("AB")).toBe("AB");
  });

  it("accepts 32 characters and rejects 33", () => {
    expect(TeamName.parse("t".repeat(32))).toBe("t".repeat(32));
    expect(errorsOf(TeamName, "t".repeat(33))).toEqual([MESSAGES.teamName]);
  });

  it("trims before measuring", () => {
    expect(TeamName.parse("  Acme  ")).toBe("Acme");
    expect(errorsOf(TeamName, "  A  ")).toEqual([MESSAGES.teamName]);
  });
});
