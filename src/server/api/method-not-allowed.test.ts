import { describe, expect, it } from "vitest";
import { allowedMethods } from "./method-not-allowed";

const routes = [
  { method: "ALL", path: "/v1/*" },
  { method: "PUT", path: "/v1/user" },
  { method: "GET", path: "/v1/user" },
  { method: "GET", path: "/v1/collection/:id" },
  { method: "DELETE", path: "/v1/collection/:id" },
  { method: "POST", path: "/v1/collection" },
  { method: "GET", path: "/v1/team/:teamId/member/:memberId" },
];

describe("allowedMethods", () => {
  it("lists the methods registered for a static path, sorted", () => {
    expect(allowedMethods(routes, "/v1/user")).toEqual(["GET", "PUT"]);
  });

  it("matches the path with a trailing slash too", () => {
    expect(allowedMethods(routes, "/v1/user/")).toEqual(["GET", "PUT"]);
  });

  it("matches a route registered with a trailing slash", () => {
    const withSlash = [{ method: "PATCH", path: "/v1/settings/" }];
    expect(allowedMethods(withSlash, "/v1/settings")).toEqual(["PATCH"]);
    expect(allowedMethods(withSlash, "/v1/settings/")).toEqual(["PATCH"]);
  });

  it("matches a param segment", () => {
    expect(allowedMethods(routes, "/v1/collection/42")).toEqual(["DELETE", "GET"]);
    expect(allowedMethods(routes, "/v1/collection/42/")).toEqual(["DELETE", "GET"]);
    expect(allowedMethods(routes, "/v1/team/7/member/9")).toEqual(["GET"]);
  });

  it("lets a param segment match exactly one segment", () => {
    expect(allowedMethods(routes, "/v1/collection/42/items")).toEqual([]);
    expect(allowedMethods(routes, "/v1/collection/a/b")).toEqual([]);
    expect(allowedMethods(routes, "/v1/team/7/member")).toEqual([]);
  });

  it("does not let a param route match its parent path", () => {
    expect(allowedMethods(routes, "/v1/collection")).toEqual(["POST"]);
    expect(allowedMethods(routes, "/v1/collection//")).toEqual([]);
  });

  it("ignores ALL routes (middleware)", () => {
    expect(allowedMethods(routes, "/v1/unknown")).toEqual([]);
    expect(allowedMethods([{ method: "ALL", path: "/v1/user" }], "/v1/user")).toEqual([]);
  });

  it("answers [] for an unknown path", () => {
    expect(allowedMethods(routes, "/v2/user")).toEqual([]);
    expect(allowedMethods(routes, "/v1/users")).toEqual([]);
    expect(allowedMethods(routes, "/v1/use")).toEqual([]);
    expect(allowedMethods(routes, "/prefix/v1/user")).toEqual([]);
    expect(allowedMethods([], "/v1/user")).toEqual([]);
  });

  it("returns each method once, uppercased and sorted", () => {
    const duplicated = [
      { method: "POST", path: "/v1/thing" },
      { method: "get", path: "/v1/thing" },
      { method: "GET", path: "/v1/thing/" },
      { method: "DELETE", path: "/v1/thing" },
      { method: "POST", path: "/v1/:kind" },
    ];
    expect(allowedMethods(duplicated, "/v1/thing")).toEqual(["DELETE", "GET", "POST"]);
  });

  it("treats regex characters in a path literally", () => {
    const dotted = [{ method: "GET", path: "/v1/openapi.json" }];
    expect(allowedMethods(dotted, "/v1/openapi.json")).toEqual(["GET"]);
    expect(allowedMethods(dotted, "/v1/openapiXjson")).toEqual([]);
  });

  it("lets a * segment match the rest of the path for a concrete method", () => {
    const wildcard = [{ method: "GET", path: "/v1/files/*" }];
    expect(allowedMethods(wildcard, "/v1/files/a/b.png")).toEqual(["GET"]);
    expect(allowedMethods(wildcard, "/v1/other/a")).toEqual([]);
  });
});
