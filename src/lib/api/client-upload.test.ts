// The client's file upload (the avatar PUT, issue 14 item 6): the file's bytes as the raw body with its own type and
// the bearer token, the envelope unwrapped like JSON calls, and refusals as ApiRequestError with the server's code.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { useRootStore } from "../store/root-store";
import { ApiRequestError, api } from "./client";

beforeEach(() => {
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("window", { location: { assign: vi.fn() }, dispatchEvent: vi.fn() });
  useRootStore.setState({ token: "tok-9", user_info: null, messageBox: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("api.upload", () => {
  it("PUTs the file's bytes with its type and the bearer token, and answers the envelope's data", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 0, message: "Image uploaded", data: { id: 7 } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    expect(await api.upload<{ id: number }>("/account/upload/abc", file)).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/v1/account/upload/abc/");
    expect(init.method).toBe("PUT");
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("image/png");
    expect(headers.get("authorization")).toBe("Bearer tok-9");
    // The body is the file itself, not JSON.
    expect(init.body).toBe(file);
  });

  it("sends a file without a type as application/octet-stream, and JSON calls stay JSON", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 0, message: "ok", data: null }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await api.upload("/account/upload/abc", new Blob(["x"]));
    expect(new Headers(fetchMock.mock.calls[0]?.[1].headers).get("content-type")).toBe("application/octet-stream");
    await api.put("/user", { avatar: "" });
    const json = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect(new Headers(json.headers).get("content-type")).toBe("application/json");
    expect(json.body).toBe('{"avatar":""}');
  });

  it("turns a refusal into an ApiRequestError with the server's code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            code: ErrorCode.UnsupportedMediaType,
            message: "Only PNG, JPEG or WebP images can be uploaded",
            data: null,
          },
          { status: 415 },
        ),
      ),
    );
    const error = await api.upload("/account/upload/abc", new Blob(["GIF89a"])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: ErrorCode.UnsupportedMediaType, status: 415 });
  });
});
