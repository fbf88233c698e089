import { describe, expect, it } from "vitest";
import { NotConfiguredError, NotFoundError, QuotaExceededError, RateLimitedError, UpstreamError } from "../errors";
import { classifyGoogleError, readGoogleError } from "./google-error";

function body(code: number, message: string, errors: object[], extra: object = {}) {
  return JSON.stringify({ error: { code, message, errors, ...extra } });
}

describe("classifyGoogleError", () => {
  it("quotaExceeded (youtube.quota) → QuotaExceededError", () => {
    const error = classifyGoogleError(
      403,
      body(403, "The request cannot be completed because you have exceeded your quota.", [
        { message: "…", domain: "youtube.quota", reason: "quotaExceeded" },
      ]),
    );
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect(error.transient).toBe(false);
  });

  it("the legacy keyInvalid shape → NotConfiguredError saying the key is invalid", () => {
    const error = classifyGoogleError(
      400,
      body(400, "Bad Request", [{ domain: "usageLimits", reason: "keyInvalid", message: "Bad Request" }]),
    );
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect(error.message).toMatch(/key is invalid/);
  });

  it("badRequest whose message names the API key → NotConfiguredError", () => {
    const message = "API key not valid. Please pass a valid API key.";
    const error = classifyGoogleError(400, body(400, message, [{ message, domain: "global", reason: "badRequest" }]));
    expect(error).toBeInstanceOf(NotConfiguredError);
  });

  it("details[].reason API_KEY_INVALID alone → NotConfiguredError", () => {
    const error = classifyGoogleError(
      400,
      body(400, "Invalid", [], {
        details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
      }),
    );
    expect(error).toBeInstanceOf(NotConfiguredError);
  });

  it("a plain badRequest is not mistaken for a key problem", () => {
    const message = "The request specifies an invalid page token.";
    const error = classifyGoogleError(
      400,
      body(400, message, [{ message, domain: "youtube.parameter", reason: "invalidPageToken" }]),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toContain("invalidPageToken");
    expect((error as UpstreamError).status).toBe(400);
  });

  it("accessNotConfigured (API disabled for the project) → NotConfiguredError", () => {
    const error = classifyGoogleError(
      403,
      body(403, "YouTube Data API v3 has not been used in project 1 before or it is disabled.", [
        { message: "…", domain: "usageLimits", reason: "accessNotConfigured" },
      ]),
    );
    expect(error).toBeInstanceOf(NotConfiguredError);
  });

  it("403 rateLimitExceeded → RateLimitedError; 404 playlistNotFound → NotFoundError", () => {
    expect(
      classifyGoogleError(403, body(403, "Slow down", [{ domain: "usageLimits", reason: "rateLimitExceeded" }])),
    ).toBeInstanceOf(RateLimitedError);
    expect(
      classifyGoogleError(404, body(404, "…", [{ domain: "youtube.parameter", reason: "playlistNotFound" }])),
    ).toBeInstanceOf(NotFoundError);
  });

  it("a non-JSON error page → UpstreamError with the status", () => {
    const error = classifyGoogleError(403, "<html>Forbidden</html>");
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(403);
  });
});

describe("readGoogleError", () => {
  it("collects reasons, domains and detail reasons; null for non-envelopes", () => {
    expect(
      readGoogleError(body(400, "m", [{ reason: "a", domain: "d" }, { reason: 3 }], { details: [{ reason: "X" }] })),
    ).toEqual({ message: "m", reasons: ["a"], domains: ["d"], detailReasons: ["X"] });
    expect(readGoogleError("[1,2]")).toBeNull();
    expect(readGoogleError("oops")).toBeNull();
  });
});
