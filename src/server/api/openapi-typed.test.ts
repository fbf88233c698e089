// Issue 12, item 1: /v1/openapi.json documents every field of every answer. This walks each response of each
// operation (through $refs, arrays, unions and nested objects) and fails on any schema that says nothing about
// its value: an empty schema, an object without properties, or a map whose values are untyped.
import { describe, expect, it } from "vitest";
import { createApiApp } from "./app";

type Schema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** Places allowed to stay open, each with its reason. None today: the error envelope's data is typed too. */
const OPEN_ON_PURPOSE = new Set<string>();

const SCHEMA_KEYWORDS = ["type", "$ref", "anyOf", "oneOf", "allOf", "const", "enum"];

/** Every place under `schema` that does not type its value, as JSON pointers. */
function untypedPlaces(document: OpenApiDocument, schema: Schema, at: string, seen = new Set<string>()): string[] {
  if (OPEN_ON_PURPOSE.has(at)) return [];
  if (typeof schema.$ref === "string") {
    const ref = schema.$ref;
    if (seen.has(ref)) return [];
    seen.add(ref);
    const name = ref.replace("#/components/schemas/", "");
    const target = document.components.schemas[name];
    if (!target) return [`${at} ($ref ${ref} is missing)`];
    return untypedPlaces(document, target, ref, seen);
  }
  if (!SCHEMA_KEYWORDS.some((keyword) => keyword in schema)) return [`${at} (empty schema)`];
  const found: string[] = [];
  for (const keyword of ["anyOf", "oneOf", "allOf"] as const) {
    const options = schema[keyword];
    if (Array.isArray(options))
      options.forEach((option, index) => {
        found.push(...untypedPlaces(document, option as Schema, `${at}/${keyword}/${index}`, seen));
      });
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes("array")) {
    const items = schema.items as Schema | undefined;
    found.push(...(items ? untypedPlaces(document, items, `${at}/items`, seen) : [`${at} (array without items)`]));
  }
  if (types.includes("object")) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const extra = schema.additionalProperties;
    const typedMap = typeof extra === "object" && extra !== null && Object.keys(extra).length > 0;
    if (!Object.keys(properties).length && !typedMap) found.push(`${at} (object without properties)`);
    if (typedMap) found.push(...untypedPlaces(document, extra as Schema, `${at}/additionalProperties`, seen));
    else if (extra === true || (typeof extra === "object" && extra !== null))
      found.push(`${at} (additionalProperties of unknown)`);
    for (const [name, property] of Object.entries(properties))
      found.push(...untypedPlaces(document, property, `${at}/properties/${name}`, seen));
  }
  return found;
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await createApiApp().request("http://localhost:3999/v1/openapi.json");
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe("/v1/openapi.json", () => {
  it("types every field of every response of every operation", async () => {
    const document = await openApiDocument();
    const problems: string[] = [];
    let responses = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const [mediaType, media] of Object.entries(response.content ?? {})) {
            responses += 1;
            const at = `${method.toUpperCase()} ${path} ${status} ${mediaType}`;
            if (!media.schema) problems.push(`${at} (no schema)`);
            else problems.push(...untypedPlaces(document, media.schema, at));
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk really visited the API (a document without paths would pass vacuously).
    expect(responses).toBeGreaterThan(60);
    expect(document.paths["/v1/feed/list"]?.get).toBeDefined();
  });

  it("names the main answers as components", async () => {
    const { components } = await openApiDocument();
    for (const name of ["Feed", "FeedDetail", "Channel", "ChannelDetail", "Collection", "TeamOverview", "Analysis"])
      expect(components.schemas[name], name).toBeDefined();
    expect(Object.keys(components.schemas.Feed?.properties as object)).toContain("engagement_rate");
  });

  it("says null where a named schema may be null (orNull in src/domain/contracts/common.ts)", async () => {
    const { components } = await openApiDocument();
    const property = (schema: string, name: string) =>
      ((components.schemas[schema]?.properties ?? {}) as Record<string, Schema>)[name];
    expect(property("Feed", "platform")).toEqual({
      anyOf: [{ $ref: "#/components/schemas/PlatformName" }, { type: "null" }],
    });
    expect(property("ViewsSummary", "mostViewed")).toEqual({
      anyOf: [{ $ref: "#/components/schemas/VideoStats" }, { type: "null" }],
    });
    expect(property("Analysis", "result")).toEqual({
      anyOf: [{ $ref: "#/components/schemas/AnalysisResult" }, { type: "null" }],
    });
  });

  it("finds untyped places, the oracle this test relies on", () => {
    const document: OpenApiDocument = {
      paths: {},
      components: {
        schemas: {
          Loose: { type: "object", additionalProperties: {} },
          Typed: { type: "object", properties: { a: { type: "integer" } } },
        },
      },
    };
    const schema: Schema = {
      type: "object",
      properties: {
        empty: {},
        bare: { type: "object" },
        loose: { $ref: "#/components/schemas/Loose" },
        list: { type: "array", items: {} },
        either: { anyOf: [{ type: "string" }, {}] },
        fine: { $ref: "#/components/schemas/Typed" },
        map: { type: "object", additionalProperties: { type: "integer" } },
        nullable: { type: ["string", "null"] },
      },
    };
    expect(untypedPlaces(document, schema, "x")).toEqual([
      "x/properties/empty (empty schema)",
      "x/properties/bare (object without properties)",
      "#/components/schemas/Loose (object without properties)",
      "#/components/schemas/Loose (additionalProperties of unknown)",
      "x/properties/list/items (empty schema)",
      "x/properties/either/anyOf/1 (empty schema)",
    ]);
  });
});
