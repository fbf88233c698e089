import { describe, expect, it } from "vitest";
import { MalformedError } from "../errors";
import { decodeCursor, encodeCursor, type ListCursor } from "./cursor";

const cursor: ListCursor = {
  v: 1,
  channelId: "UCabcdefghijklmnopqrstuv",
  uploads: "UUabcdefghijklmnopqrstuv",
  pageToken: "EAAaBlBUOkNBVQ",
  shorts: { mode: "walk", from: "EAAaBlBUOkNBVQ" },
};

describe("list cursor", () => {
  it("round-trips and is URL-safe", () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^yt1\.[\w-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it("rejects foreign, tampered and outdated cursors as malformed", () => {
    expect(() => decodeCursor("EAAaBlBUOkNBVQ")).toThrow(MalformedError);
    expect(() => decodeCursor("yt1.not-json")).toThrow(MalformedError);
    const outdated = `yt1.${Buffer.from(JSON.stringify({ ...cursor, v: 0 })).toString("base64url")}`;
    expect(() => decodeCursor(outdated)).toThrow(MalformedError);
    const badShorts = `yt1.${Buffer.from(JSON.stringify({ ...cursor, shorts: { mode: "maybe" } })).toString("base64url")}`;
    expect(() => decodeCursor(badShorts)).toThrow(MalformedError);
  });
});
