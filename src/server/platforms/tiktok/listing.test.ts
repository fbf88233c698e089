// The listing endpoint's request and answer, and our cursor, without HTTP.
import { describe, expect, it } from "vitest";
import { MalformedError, PrivateError, UpstreamError } from "../errors";
import { createWebClientIdentity, ITEM_LIST_PAGE_SIZE, itemListQuery, parseItemList } from "./item-list";
import { decodeListingCursor, encodeListingCursor, type ListingCursor } from "./listing-cursor";

const SEC_UID = `MS4wLjABAAAA${"x".repeat(64)}`;

describe("itemListQuery", () => {
  it("sends yt-dlp's parameters: secUid, ms cursor, count 15, newest first, web client fields", () => {
    const query = itemListQuery(SEC_UID, 1_779_572_800_000, {
      deviceId: "7555555555555555555",
      verifyFp: "verify_abc1234",
    });
    expect(Object.fromEntries(query)).toMatchObject({
      secUid: SEC_UID,
      cursor: "1779572800000",
      count: String(ITEM_LIST_PAGE_SIZE),
      type: "1",
      aid: "1988",
      app_name: "tiktok_web",
      device_platform: "web_pc",
      device_id: "7555555555555555555",
      verifyFp: "verify_abc1234",
    });
    expect(ITEM_LIST_PAGE_SIZE).toBe(15);
  });
});

describe("createWebClientIdentity", () => {
  it("makes a 19-digit device id and a verify_ fingerprint from the random source", () => {
    const values = [0.1, 0.9, 0.35];
    let n = 0;
    const identity = createWebClientIdentity(() => values[n++ % values.length] ?? 0);
    expect(identity.deviceId).toMatch(/^7\d{18}$/);
    expect(identity.deviceId.slice(1, 4)).toBe("193");
    expect(identity.verifyFp).toMatch(/^verify_[0-9a-f]{7}$/);
  });
});

describe("parseItemList", () => {
  it("reads items and hasMorePrevious (the flag for older videos with type=1)", () => {
    const page = parseItemList({
      statusCode: 0,
      itemList: [{ id: "1" }, "junk", { id: "2" }],
      hasMorePrevious: true,
      hasMore: false,
    });
    expect(page.items).toEqual([{ id: "1" }, { id: "2" }]);
    expect(page.hasMore).toBe(true);
    expect(parseItemList({ itemList: [], hasMorePrevious: false, hasMore: true }).hasMore).toBe(false);
  });

  it("falls back to hasMore only when hasMorePrevious is absent", () => {
    expect(parseItemList({ itemList: [], hasMore: true }).hasMore).toBe(true);
    expect(parseItemList({ itemList: [] }).hasMore).toBe(false);
  });

  it("treats a missing itemList as an empty page", () => {
    expect(parseItemList({ statusCode: 0, hasMorePrevious: true })).toEqual({ items: [], hasMore: true });
  });

  it("reports non-zero status codes and odd shapes", () => {
    expect(() => parseItemList({ statusCode: 10222 })).toThrow(PrivateError);
    expect(() => parseItemList({ status_code: 10101, status_msg: "invalid" })).toThrow(/status 10101 invalid/);
    expect(() => parseItemList({ statusCode: 10201 })).toThrow(UpstreamError);
    expect(() => parseItemList({ itemList: "nope" })).toThrow(MalformedError);
    expect(() => parseItemList([])).toThrow(MalformedError);
  });
});

describe("listing cursor", () => {
  const cursor: ListingCursor = {
    secUid: SEC_UID,
    userId: "7012345678901234567",
    handle: "some.creator",
    before: 1_779_572_800_001,
    skip: ["7431234567890123457"],
  };

  it("round-trips, keeping big ids as strings", () => {
    const text = encodeListingCursor(cursor);
    expect(text).toMatch(/^tt1\.[\w-]+$/);
    expect(decodeListingCursor(text)).toEqual(cursor);
  });

  it("rejects text it did not produce", () => {
    expect(() => decodeListingCursor("1779572800000")).toThrow(TypeError);
    expect(() => decodeListingCursor("tt1.not-json")).toThrow(TypeError);
    const noSecUid = `tt1.${Buffer.from(JSON.stringify({ ...cursor, secUid: "" })).toString("base64url")}`;
    expect(() => decodeListingCursor(noSecUid)).toThrow(TypeError);
    const badSkip = `tt1.${Buffer.from(JSON.stringify({ ...cursor, skip: [1] })).toString("base64url")}`;
    expect(() => decodeListingCursor(badSkip)).toThrow(TypeError);
  });
});
