import { describe, expect, it } from "vitest";
import { MessageType } from "@/domain/enums";
import { errorNotice, successNotice } from "./notice";

const describeError = (error: unknown) => `described: ${error instanceof Error ? error.message : String(error)}`;

describe("successNotice", () => {
  it("says nothing without a success text", () => {
    expect(successNotice(undefined, 1, 2)).toBeNull();
    expect(successNotice({}, 1, 2)).toBeNull();
    expect(successNotice({ notice: { error: true } }, 1, 2)).toBeNull();
  });

  it("shows a fixed text as a success message", () => {
    expect(successNotice({ notice: { success: "Saved" } }, null, null)).toEqual({
      type: MessageType.Success,
      content: "Saved",
    });
  });

  it("words a function's text from the answer and the variables", () => {
    const notice = { success: (data: { n: number }, vars: { ids: number[] }) => `${data.n} of ${vars.ids.length}` };
    expect(successNotice({ notice }, { n: 2 }, { ids: [1, 2, 3] })).toEqual({
      type: MessageType.Success,
      content: "2 of 3",
    });
  });

  it("an empty text shows nothing", () => {
    expect(successNotice({ notice: { success: () => "" } }, null, null)).toBeNull();
  });
});

describe("errorNotice", () => {
  it("leaves failures to the component unless asked", () => {
    expect(errorNotice(undefined, new Error("x"), describeError)).toBeNull();
    expect(errorNotice({ notice: { success: "ok" } }, new Error("x"), describeError)).toBeNull();
    expect(errorNotice({ notice: { error: false } }, new Error("x"), describeError)).toBeNull();
  });

  it("true shows the failure's own words as a danger message", () => {
    expect(errorNotice({ notice: { error: true } }, new Error("boom"), describeError)).toEqual({
      type: MessageType.Danger,
      content: "described: boom",
    });
  });

  it("a function words it, and null keeps quiet", () => {
    const notice = {
      error: (error: unknown, describe: (e: unknown) => string) =>
        error instanceof Error && error.message === "quiet" ? null : `custom ${describe(error)}`,
    };
    expect(errorNotice({ notice }, new Error("loud"), describeError)).toEqual({
      type: MessageType.Danger,
      content: "custom described: loud",
    });
    expect(errorNotice({ notice }, new Error("quiet"), describeError)).toBeNull();
  });
});
