// Shapes shared by every area's contract: path ids, paging, the platform names, ISO times and the small answers
// of actions. Plain zod with `.meta()` (description, example, and `id` for a named OpenAPI component), so the
// browser can import these without the server's OpenAPI packages; @hono/zod-openapi reads the same metadata.
import { z } from "zod";
import { PLATFORM_NAMES } from "../platforms";

/** An instant as the API writes it: `Date#toISOString()`, always UTC. */
export const IsoDateTime = z.iso.datetime().meta({ example: "2026-11-20T12:00:00.000Z" });

/**
 * `schema` or null, for schemas named as OpenAPI components. zod-to-openapi renders `Named.nullable()` as the bare
 * $ref (or an allOf that still excludes null), so the document would claim the value is never null; a union
 * renders as anyOf [$ref, null], which is what the answer does.
 */
export function orNull<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}

/** A count the platform may not report: null means unknown, never 0 (DESIGN.md section 7). */
export const KnownCount = z.number().nullable();

export const PlatformName = z
  .enum(PLATFORM_NAMES, { error: "Platform must be youtube, tiktok, instagram or threads" })
  .meta({ id: "PlatformName", description: "A tracked platform" });
export type PlatformName = z.infer<typeof PlatformName>;

/** Ids are PostgreSQL integers: a larger number names nothing and must answer 400, not reach the query (a 500). */
export const MAX_ID = 2_147_483_647;

export const IdParam = z.object({
  id: z.coerce
    .number({ error: "Not found" })
    .int()
    .positive()
    .max(MAX_ID, { error: "Not found" })
    .meta({ param: { name: "id", in: "path" }, example: 1 }),
});
export type IdParam = z.infer<typeof IdParam>;

/** Sort direction and page of the list endpoints (spread into their query schemas). */
export const ListPaging = {
  order: z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("desc"),
  page: z.coerce.number().int().min(1, { error: "Page must be 1 or more" }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: "Page size must be between 1 and 100" })
    .max(100, { error: "Page size must be between 1 and 100" })
    .default(20),
};

/** A page of a list endpoint around its item schema. */
export function listPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().meta({ description: "Rows matching the filters, over every page" }),
    page: z.number().int().meta({ description: "The page answered, from 1" }),
    page_size: z.number().int(),
  });
}
export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** The answer of an action on one entity (stop, resume, delete): its id. */
export const EntityId = z.object({ id: z.number().int().positive() }).meta({ id: "EntityId" });
export type EntityId = z.infer<typeof EntityId>;

/** The data of answers that carry only a message. */
export const NullData = z.null();
export type NullData = z.infer<typeof NullData>;

/** `data` of a validation failure (code 40000): every invalid field with its first message. */
export const ValidationErrorData = z
  .object({
    errors: z
      .record(z.string(), z.string())
      .meta({ description: "Field path → message", example: { email: "Please enter a valid email address" } }),
  })
  .meta({ id: "ValidationErrorData" });
export type ValidationErrorData = z.infer<typeof ValidationErrorData>;

/** `data` of the other failures that carry details; which fields appear depends on the code. */
export const ErrorDetails = z
  .object({
    retry_after: z
      .number()
      .int()
      .optional()
      .meta({ description: "42900: seconds until the limit lets a call through" }),
    limit: z.number().int().optional().meta({ description: "42903: the daily generation cap that was reached" }),
    signedIn: z.boolean().optional().meta({ description: "42903: whether the cap was a signed-in person's" }),
    database: z
      .object({ kind: z.enum(["pglite", "pg"]), ok: z.boolean() })
      .optional()
      .meta({ description: "50300 from /v1/health: the database could not be reached" }),
    required_role: z
      .number()
      .int()
      .optional()
      .meta({ description: "40303: the least role that may do this (1 Owner, 3 Admin)" }),
    plan: z.string().optional().meta({ description: "90001: the plan that allows it (for example max)" }),
    password_required: z
      .boolean()
      .optional()
      .meta({ description: "40101: the shared view needs its password (POST /v1/share/{key}/auth)" }),
    required_scope: z
      .enum(["read", "write"])
      .optional()
      .meta({ description: "40305: the API key scope that allows it; absent when no key may do it" }),
    next_refresh_at: IsoDateTime.optional().meta({
      description: "42900 from a manual refresh: when this feed or channel can be refreshed by hand again",
    }),
    limit_kind: z.enum(["feeds", "channels", "seats", "alertRules", "priority"]).optional().meta({
      description:
        "90001: which of the plan's limits was reached (tracked feeds or channels, seats for invitations, alert rules, priority items)",
    }),
  })
  .meta({ id: "ErrorDetails" });
export type ErrorDetails = z.infer<typeof ErrorDetails>;
