// Malformed requests for the fuzz test (issue 13 item 11), generated from the OpenAPI document with a seeded
// random source so a failing case can be replayed: FUZZ_SEED=<seed> reproduces the whole run.

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
}

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzCase {
  method: string;
  path: string;
  /** Raw body text and its content type; undefined sends no body. */
  body?: string;
  contentType?: string;
  signedIn: boolean;
  /** What was broken, for the failure report. */
  mutation: string;
  /** Content types other than JSON the operation documents for its 200 (a CSV or PDF download). */
  fileTypes: string[];
}

/** mulberry32: small, fast and good enough to pick cases; the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ODD_UNICODE = "\u0000\u202e\u200b\ud800e\u0301🦄\uFEFF𝕏ﷺ";

/** Values of the wrong type or out of range for any field. */
const BAD_VALUES: unknown[] = [
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  -0.0001,
  "1.5",
  "NaN",
  "-1",
  "2147483648",
  "1e308",
  "Infinity",
  "0x1f",
  "١٢٣",
  "",
  "   ",
  "x".repeat(10_000),
  ODD_UNICODE,
  "😀".repeat(2_000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  null,
  true,
  false,
  [],
  [1, "a", null],
  {},
  { $gt: "" },
  { toString: "x", valueOf: 1 },
];

const BAD_IDS = [
  "2147483648",
  "4294967296",
  "9007199254740993",
  "1e308",
  "-1",
  "0",
  "1.5",
  "NaN",
  "Infinity",
  "abc",
  "0x1f",
  "+1",
  "1%20",
  "%00",
  "%F0%9F%A6%84",
  encodeURIComponent(ODD_UNICODE.replace("\ud800", "")),
  "%ED%A0%80",
  "%C0%AF",
  "١",
  "x".repeat(2_000),
  "-0",
  "00000000001",
];

const INVALID_JSON = [
  "{",
  '{"a":',
  "nul",
  "[1,2",
  '{"x": 1,}',
  "'single'",
  "\u0000",
  "{}{}",
  '{"a":"\\ud800"',
  "1e99999",
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function deepNesting(depth: number, random: () => number): string {
  return random() < 0.5 ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

function bodyFields(doc: OpenApiDocument, operation: OpenApiOperation): string[] {
  let schema = operation.requestBody?.content?.["application/json"]?.schema;
  if (schema?.$ref) schema = doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""];
  return Object.keys(schema?.properties ?? {});
}

function badBody(fields: string[], random: () => number): { body: string; contentType: string; mutation: string } {
  const json = "application/json";
  const kind = Math.floor(random() * 9);
  const filled = (value: () => unknown) => Object.fromEntries(fields.map((field) => [field, value()]));
  switch (kind) {
    case 0:
      return { body: pick(random, INVALID_JSON), contentType: json, mutation: "invalid JSON" };
    case 1:
      return { body: "{}", contentType: json, mutation: "missing fields" };
    case 2: {
      const extra = { ...filled(() => "ok"), __proto__: { admin: true }, constructor: { prototype: 1 }, zzz: 1e308 };
      return {
        body: JSON.stringify(extra).replace('"zzz"', '"__proto__":{"isAdmin":true},"zzz"'),
        contentType: json,
        mutation: "extra fields",
      };
    }
    case 3:
      return { body: deepNesting(3_000, random), contentType: json, mutation: "deep nesting" };
    case 4: {
      const field = fields.length ? pick(random, fields) : "x";
      const body = { ...filled(() => pick(random, BAD_VALUES)), [field]: deepNesting(2, random) };
      return {
        body: JSON.stringify({ ...body, nested: JSON.parse(deepNesting(500, random)) }),
        contentType: json,
        mutation: "deep field",
      };
    }
    case 5:
      return {
        body: JSON.stringify(pick(random, [[], [{}], 42, "text", null, true, 1e308])),
        contentType: json,
        mutation: "not an object",
      };
    case 6:
      return {
        body: JSON.stringify(filled(() => "ok")),
        contentType: pick(random, ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""]),
        mutation: "wrong content type",
      };
    case 7:
      return {
        body: JSON.stringify(filled(() => ODD_UNICODE.repeat(5_000))),
        contentType: json,
        mutation: "long strings",
      };
    default:
      return {
        body: JSON.stringify(filled(() => pick(random, BAD_VALUES))),
        contentType: json,
        mutation: "wrong types",
      };
  }
}

function badQuery(names: string[], random: () => number): string {
  const params = new URLSearchParams();
  for (const name of names) {
    if (random() < 0.4) continue;
    const value = pick(random, BAD_VALUES);
    params.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined"));
    if (random() < 0.15) params.append(name, pick(random, BAD_IDS));
  }
  if (random() < 0.3) params.append("unexpected", ODD_UNICODE);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** `perOperation` cases for every operation of the document, half of them signed in. */
/** A download route may answer its file when a "bad" id happens to name a real item of the caller's team. */
function documentedFileTypes(operation: OpenApiOperation): string[] {
  return Object.keys(operation.responses?.["200"]?.content ?? {}).filter((type) => type !== "application/json");
}

export function generateCases(doc: OpenApiDocument, random: () => number, perOperation: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const fields = bodyFields(doc, operation);
      const hasBody = operation.requestBody !== undefined;
      for (let index = 0; index < perOperation; index += 1) {
        const path = template.replace(/\{[^}]+\}/g, () => pick(random, BAD_IDS));
        const signedIn = index % 2 === 0;
        const base = { method: method.toUpperCase(), signedIn, fileTypes: documentedFileTypes(operation) };
        // GET and DELETE get no body (fetch refuses one on GET); other methods get one even when they take none.
        const bodyAllowed = base.method !== "GET" && base.method !== "HEAD";
        if (bodyAllowed && (hasBody || random() < 0.2)) {
          const body = badBody(fields, random);
          cases.push({ ...base, path: path + badQuery(query, random), ...body });
        } else {
          cases.push({ ...base, path: path + badQuery(query, random), mutation: "bad path or query" });
        }
      }
    }
  }
  return cases;
}
