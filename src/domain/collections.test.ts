import { describe, expect, it } from "vitest";
import {
  COLLECTION_HASH_LENGTH,
  COLLECTION_MESSAGES,
  CollectionName,
  collectionHashFrom,
  parseCollectionRef,
} from "./collections";

function messages(value: unknown): string[] {
  const result = CollectionName.safeParse(value);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("CollectionName", () => {
  it.each([
    ["Summer", "Summer"],
    ["  Q3 picks  ", "Q3 picks"],
    ["a", "a"],
    ["twelve chars", "twelve chars"],
    ["🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥", "🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥"],
  ])("accepts %j as %j", (input, expected) => {
    expect(CollectionName.parse(input)).toBe(expected);
  });

  it("asks for a name when it is empty, blank or missing", () => {
    expect(messages("")).toEqual([COLLECTION_MESSAGES.nameEmpty]);
    expect(messages("   ")).toEqual([COLLECTION_MESSAGES.nameEmpty]);
    expect(messages(undefined)).toEqual([COLLECTION_MESSAGES.nameEmpty]);
    expect(COLLECTION_MESSAGES.nameEmpty).toBe("Enter a collection name");
  });

  it("refuses more than 12 characters", () => {
    expect(messages("thirteen char")).toEqual(["Collection name must be at most 12 characters"]);
    expect(messages("🔥".repeat(13))).toEqual([COLLECTION_MESSAGES.nameTooLong]);
  });
});

describe("collectionHashFrom", () => {
  it("makes a base62 id with at least one letter", () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37) % 256);
    const hash = collectionHashFrom(bytes);
    expect(hash).toMatch(/^[0-9A-Za-z]+$/);
    expect(hash).toHaveLength(COLLECTION_HASH_LENGTH);
    expect(hash).toMatch(/[A-Za-z]/);
  });

  it("gives up on all-digit or short output", () => {
    expect(collectionHashFrom(new Uint8Array(32))).toBeNull();
    expect(collectionHashFrom(new Uint8Array(32).fill(255))).toBeNull();
  });
});

describe("parseCollectionRef", () => {
  it("reads numeric ids and hash ids", () => {
    expect(parseCollectionRef(7)).toEqual({ kind: "id", id: 7 });
    expect(parseCollectionRef("42")).toEqual({ kind: "id", id: 42 });
    expect(parseCollectionRef("aB3xYz90Qw")).toEqual({ kind: "hash", hashId: "aB3xYz90Qw" });
  });

  it("rejects what cannot name a collection", () => {
    expect(parseCollectionRef("0")).toBeNull();
    expect(parseCollectionRef("99999999999")).toBeNull();
    expect(parseCollectionRef("a-b")).toBeNull();
    expect(parseCollectionRef("")).toBeNull();
    expect(parseCollectionRef("x".repeat(33))).toBeNull();
  });
});
