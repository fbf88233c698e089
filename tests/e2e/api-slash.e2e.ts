// Issue 17 item 1: every path and method of the served OpenAPI document answers with and without the trailing
// slash, never with a redirect, and both forms reach the same handler (the same status and code for the same
// unauthenticated call). Pages keep their trailing-slash redirect.
import { describe, expect, it } from "vitest";
import { baseUrl, nextClientIp } from "./support/browser";

interface Answer {
  status: number;
  code: number | null;
  message: string;
  location: string | null;
}

async function send(method: string, path: string): Promise<Answer> {
  const hasBody = !["GET", "HEAD", "DELETE"].includes(method);
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    redirect: "manual",
    headers: {
      origin: baseUrl(),
      "x-forwarded-for": nextClientIp(),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    body: hasBody ? "{}" : undefined,
  });
  const json = res.headers.get("content-type")?.includes("json");
  const body = json ? ((await res.json()) as { code?: number; message?: string }) : { text: await res.text() };
  const envelope = body as { code?: number; message?: string };
  return {
    status: res.status,
    code: envelope.code ?? null,
    message: envelope.message ?? "",
    location: res.headers.get("location"),
  };
}

/** Path parameters get values no team has: a found route answers 400/401/404 from its handler, never a redirect. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "2000000000");

describe("the /v1 API without and with a trailing slash", () => {
  it("answers every documented path and method in both forms, the same way, without a redirect", async () => {
    const doc = (await (await fetch(`${baseUrl()}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase(),
        path: path.startsWith("/v1") ? path : `/v1${path}`,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations).toContainEqual({ method: "POST", path: "/v1/account/register" });
    for (const { method, path } of operations) {
      // Operations that start real work without a session (register, sign-in, analyses) answer 400 to `{}`.
      const bare = await send(method, concrete(path));
      const slashed = await send(method, `${concrete(path)}/`);
      const route = `${method} ${path}`;
      for (const answer of [bare, slashed])
        expect({ route, redirect: answer.status >= 300 && answer.status < 400, location: answer.location }).toEqual({
          route,
          redirect: false,
          location: null,
        });
      expect({ route, status: slashed.status, code: slashed.code }).toEqual({
        route,
        status: bare.status,
        code: bare.code,
      });
      // The route was found (a handler's own 404 names what is missing; the router's says "No API route").
      expect({ route, message: bare.message }).not.toMatchObject({ message: expect.stringContaining("No API route") });
    }
  });

  it("answers POST /v1/account/register without the slash (the path curl users copy from the document)", async () => {
    const res = await send("POST", "/v1/account/register");
    expect(res.status).toBe(400);
    expect(res.code).toBe(40000);
  });
});

describe("pages", () => {
  it.each(["/signin", "/blogs", "/tw/blogs", "/privacy-policy", "/dashboard", "/dashboard/settings"])(
    "%s still redirects to its slash-ended path, keeping the query",
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}?from=test`, { redirect: "manual" });
      expect(res.status).toBe(308);
      const location = new URL(res.headers.get("location") ?? "", baseUrl());
      expect(`${location.pathname}${location.search}`).toBe(`${path}/?from=test`);
    },
  );

  it("serves static files without adding a slash", async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`, { redirect: "manual" });
    expect(res.status).toBe(200);
  });
});
