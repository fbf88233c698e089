import { describe, expect, it } from "vitest";
import { parseCount, parseIsoDuration, parseTime, textOrNull } from "./counts";

describe("parseCount", () => {
  it.each([
    [12345, 12345],
    ["12345", 12345],
    [" 42 ", 42],
    [0, 0],
    ["0", 0],
    [3.7, 3],
  ])("%j -> %j", (input, expected) => expect(parseCount(input)).toBe(expected));

  it.each([
    [null],
    [undefined],
    [""],
    ["12k"],
    ["-5"],
    [-5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ["1e3"],
    [{}],
    ["99999999999999999999"],
  ])("%j is unknown (null), never 0", (input) => expect(parseCount(input)).toBeNull());
});

describe("parseIsoDuration", () => {
  it.each([
    ["PT1M3S", 63],
    ["PT59S", 59],
    ["PT3M", 180],
    ["PT1H2M3S", 3723],
    ["P1DT1S", 86_401],
    ["PT0S", 0],
    ["PT1.6S", 2],
  ])("%s -> %d s", (input, expected) => expect(parseIsoDuration(input)).toBe(expected));

  it.each([["P"], ["PT"], ["1M3S"], [""], [null], [63]])("%j -> null", (input) =>
    expect(parseIsoDuration(input)).toBeNull(),
  );
});

describe("parseTime", () => {
  it("reads RFC 3339 and Unix seconds as number or string", () => {
    expect(parseTime("2024-01-02T10:00:00Z")?.toISOString()).toBe("2024-01-02T10:00:00.000Z");
    expect(parseTime("2024-01-02T10:00:00+0000")?.toISOString()).toBe("2024-01-02T10:00:00.000Z");
    expect(parseTime(1_704_189_600)?.toISOString()).toBe("2024-01-02T10:00:00.000Z");
    expect(parseTime("1704189600")?.toISOString()).toBe("2024-01-02T10:00:00.000Z");
  });

  it.each([[null], [""], ["not a date"], [0], [-1], [{}]])("%j -> null", (input) =>
    expect(parseTime(input)).toBeNull(),
  );
});

describe("textOrNull", () => {
  it("keeps text and turns blanks and non-strings into null", () => {
    expect(textOrNull("hi")).toBe("hi");
    expect(textOrNull("   ")).toBeNull();
    expect(textOrNull(5)).toBeNull();
  });
});
