import { describe, expect, it } from "vitest";
import { MalformedError, NotFoundError, UpstreamError } from "../errors";
import { nextCursor, parseGraphError, readGraphObject, readGraphPage } from "./meta-graph";

const notFound = () => new NotFoundError("test");

describe("readGraphObject", () => {
  it("hands a Graph error envelope to the classifier, whatever the status", async () => {
    const body = JSON.stringify({ error: { message: "gone", code: 110, error_subcode: 2207013 } });
    await expect(readGraphObject(new Response(body, { status: 200 }), "test", notFound)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(parseGraphError(JSON.parse(body), 400)).toEqual({
      message: "gone",
      type: null,
      code: 110,
      subcode: 2207013,
      status: 400,
    });
  });

  it("reports invalid JSON on success as malformed, and on a failure status as upstream", async () => {
    await expect(readGraphObject(new Response("{", { status: 200 }), "test", notFound)).rejects.toBeInstanceOf(
      MalformedError,
    );
    const error = await readGraphObject(new Response("<html>", { status: 404 }), "test", notFound).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(404);
  });

  it("reports a JSON array or scalar as malformed", async () => {
    await expect(readGraphObject(new Response("[1]"), "test", notFound)).rejects.toBeInstanceOf(MalformedError);
  });
});

describe("Graph paging", () => {
  const page = (count: number, next: boolean) =>
    readGraphPage({
      data: Array.from({ length: count }, (_, i) => ({ id: String(i) })),
      paging: { cursors: { before: "B", after: "A" }, ...(next ? { next: "https://x" } : {}) },
    });

  it("follows `next`", () => {
    const graphPage = page(3, true);
    expect(graphPage && nextCursor(graphPage, 25)).toBe("A");
  });

  it("ends on a short page without `next`, but looks once more after a full one", () => {
    const short = page(3, false);
    const full = page(25, false);
    expect(short && nextCursor(short, 25)).toBeNull();
    expect(full && nextCursor(full, 25)).toBe("A");
  });

  it("ends on an empty page and refuses an edge without data", () => {
    const empty = page(0, true);
    expect(empty && nextCursor(empty, 25)).toBeNull();
    expect(readGraphPage({ paging: {} })).toBeNull();
  });
});
