// The authenticated client's file variant (the CSV export): the same bearer token and refusals as JSON calls, and
// the 401 rule of spec section 4 (account cleared, sent to /signin, further calls refused for ~2 s).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MessageType } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { useRootStore } from "../store/root-store";
import { ApiRequestError, apiDownload, apiRequest, endSessionQuietly, UNAUTHORIZED_GUARD_MS } from "./client";

const assign = vi.fn();

beforeEach(() => {
  // No DOM in unit tests: the cookie, the navigation and the plan-limit event are stand-ins.
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("window", { location: { assign }, dispatchEvent: vi.fn() });
  useRootStore.setState({ token: "tok-1", user_info: null, messageBox: null });
  assign.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function csv(body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status: 200, headers: { "content-type": "text/csv", ...headers } });
}

describe("apiDownload", () => {
  it("sends the bearer token and returns the file with its server-given name", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      csv("id,views\n1,10\n", { "content-disposition": 'attachment; filename="feeds-2026.csv"' }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = await apiDownload("/feed/export?order=desc", "fallback.csv");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/v1/feed/export/?order=desc");
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get("authorization")).toBe("Bearer tok-1");
    expect(file.filename).toBe("feeds-2026.csv");
    expect(await file.blob.text()).toBe("id,views\n1,10\n");
  });

  it("falls back to the caller's name without Content-Disposition", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => csv("a\n")),
    );
    expect((await apiDownload("/feed/export", "feedscope-feeds.csv")).filename).toBe("feedscope-feeds.csv");
  });

  it("turns a refusal envelope into an ApiRequestError with its code and message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ code: ErrorCode.Forbidden, message: "Not yours", data: null }, { status: 403 }),
      ),
    );
    const error = await apiDownload("/feed/export", "x.csv").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: ErrorCode.Forbidden, status: 403, message: "Not yours" });
  });

  it("applies the 401 rule, then refuses every call for the guard's time without sending it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const fetchMock = vi.fn(async () =>
      Response.json({ code: ErrorCode.Unauthorized, message: "Expired" }, { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiDownload("/feed/export", "x.csv")).rejects.toMatchObject({ code: ErrorCode.Unauthorized });
    expect(useRootStore.getState().token).toBe("");
    expect(useRootStore.getState().messageBox).toEqual({ type: MessageType.Danger, content: "Expired" });
    expect(assign).toHaveBeenCalledWith("/signin/?expired=1");

    vi.setSystemTime(Date.now() + UNAUTHORIZED_GUARD_MS - 1);
    await expect(apiRequest("GET", "/user")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: 0, message: "ok", data: { id: 1 } })),
    );
    await expect(apiRequest("GET", "/user")).resolves.toEqual({ id: 1 });
  });
});

describe("signing out", () => {
  it("a 401 answer of a request in flight at sign-out is not read as an expired session", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-02-01T00:00:00Z"));
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const inFlight = apiRequest("GET", "/team/overview");
    endSessionQuietly();
    answer(Response.json({ code: ErrorCode.Unauthorized, message: "Expired" }, { status: 401 }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
    expect(useRootStore.getState().messageBox).toBeNull();
    expect(useRootStore.getState().token).toBe("tok-1");
  });
});

describe("apiRequest", () => {
  it("unwraps a code-0 envelope and reports a non-envelope answer by its status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ code: 0, message: "ok", data: [1, 2] })),
    );
    await expect(apiRequest("GET", "/feed/list")).resolves.toEqual([1, 2]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502 })),
    );
    await expect(apiRequest("GET", "/feed/list")).rejects.toMatchObject({
      code: null,
      status: 502,
      message: "API request failed: 502",
    });
  });
});
