// Extraction of the embedded page JSON, without HTTP.
import { describe, expect, it } from "vitest";
import { MalformedError, UpstreamError } from "../errors";
import { extractUniversalData, readPageScope } from "./page-json";

function page(script: string): string {
  return `<!DOCTYPE html><html><head><title>x</title></head><body><div id="app"></div>${script}<script src="/main.js"></script></body></html>`;
}

const userDetail = { statusCode: 0, userInfo: { user: { id: "7012345678901234567" } } };
const data = { __DEFAULT_SCOPE__: { "webapp.app-context": {}, "webapp.user-detail": userDetail } };

describe("extractUniversalData", () => {
  it("reads the script whatever the attribute order and quoting", () => {
    const json = JSON.stringify(data);
    const variants = [
      `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${json}</script>`,
      `<script type="application/json" id="__UNIVERSAL_DATA_FOR_REHYDRATION__">${json}</script>`,
      `<script id='__UNIVERSAL_DATA_FOR_REHYDRATION__' type='application/json' nonce="abc">\n${json}\n</script>`,
    ];
    for (const variant of variants) expect(extractUniversalData(page(variant))).toEqual(data);
  });

  it("ignores other application/json scripts before it", () => {
    const html = page(
      `<script id="__NEXT_DATA__" type="application/json">{"props":1}</script>` +
        `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify(data)}</script>`,
    );
    expect(extractUniversalData(html)).toEqual(data);
  });

  it("keeps escaped </script> inside strings and 19-digit ids as strings", () => {
    const json = JSON.stringify({ desc: "a </script> b", id: "7431234567890123457" }).replace(/</g, "\\u003c");
    const result = extractUniversalData(
      page(`<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${json}</script>`),
    );
    expect(result).toEqual({ desc: "a </script> b", id: "7431234567890123457" });
  });

  it("reports a page without the script as an unrecognized layout (UpstreamError)", () => {
    const error = (() => {
      try {
        extractUniversalData(page('<div id="wafchallenge">Verifying…</div>'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/page layout not recognized.*__UNIVERSAL_DATA_FOR_REHYDRATION__/);
  });

  it("names the older SIGI_STATE layout when that is what the page has", () => {
    const html = page('<script id="SIGI_STATE" type="application/json">{"ItemModule":{}}</script>');
    expect(() => extractUniversalData(html)).toThrow(/layout not recognized.*SIGI_STATE/);
  });

  it("reports broken JSON inside the script as MalformedError", () => {
    const html = page('<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">{"a":</script>');
    expect(() => extractUniversalData(html)).toThrow(MalformedError);
    const empty = page('<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">  </script>');
    expect(() => extractUniversalData(empty)).toThrow(MalformedError);
  });
});

describe("readPageScope", () => {
  const script = (value: unknown) =>
    page(`<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify(value)}</script>`);

  it("returns __DEFAULT_SCOPE__[scope]", () => {
    expect(readPageScope(script(data), "webapp.user-detail")).toEqual(userDetail);
  });

  it("reports JSON without __DEFAULT_SCOPE__ or without the scope as an unrecognized layout", () => {
    expect(() => readPageScope(script({ other: 1 }), "webapp.user-detail")).toThrow(UpstreamError);
    expect(() => readPageScope(script([1, 2]), "webapp.user-detail")).toThrow(/no __DEFAULT_SCOPE__/);
    const missing = () => readPageScope(script(data), "webapp.video-detail");
    expect(missing).toThrow(UpstreamError);
    expect(missing).toThrow(/layout not recognized.*"webapp.video-detail".*webapp.app-context/);
  });

  it("does not accept a scope that is not an object", () => {
    const html = script({ __DEFAULT_SCOPE__: { "webapp.user-detail": "oops" } });
    expect(() => readPageScope(html, "webapp.user-detail")).toThrow(UpstreamError);
  });
});
