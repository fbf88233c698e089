import { describe, expect, it } from "vitest";
import { SseParser } from "./sse-parser";

describe("SseParser", () => {
  it("returns events only once they are complete, across chunk boundaries", () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\ndata: {"index":0,')).toEqual([]);
    expect(parser.push('"text":"Hi"}\n\nevent: do')).toEqual([{ event: "delta", data: '{"index":0,"text":"Hi"}' }]);
    expect(parser.push('ne\ndata: {"results":[]}\n\n')).toEqual([{ event: "done", data: '{"results":[]}' }]);
  });

  it("joins multi-line data, skips comments and reads CRLF streams", () => {
    const parser = new SseParser();
    expect(parser.push(": keep-alive\r\n\r\ndata: a\r\ndata: b\r\n\r\nevent:error\r\ndata:{}\r\n\r\n")).toEqual([
      { event: "message", data: "a\nb" },
      { event: "error", data: "{}" },
    ]);
  });
});
