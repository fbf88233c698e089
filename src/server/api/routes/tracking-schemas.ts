// Request schemas shared by the feed and channel routes.
import { z } from "@hono/zod-openapi";
import { PLATFORM_NAMES } from "@/domain/platforms";

export const PlatformParam = z.enum(PLATFORM_NAMES, {
  error: "Platform must be youtube, tiktok, instagram or threads",
});

export const TrackBody = z.object({
  url: z
    .string({ error: "Paste a link or an @handle" })
    .trim()
    .min(1, { error: "Paste a link or an @handle" })
    .max(2048, { error: "This link is too long" }),
  platform: PlatformParam.optional(),
});

/** Ids are PostgreSQL integers: a larger number names nothing and must answer 400, not reach the query (a 500). */
export const MAX_ID = 2_147_483_647;

export const IdParam = z.object({
  id: z.coerce
    .number({ error: "Not found" })
    .int()
    .positive()
    .max(MAX_ID, { error: "Not found" })
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

const DateParam = z.coerce.date({ error: "Use a date like 2026-01-31" });

/** "1,2" → [1, 2]: status filters accept one value or a comma list. */
const StatusList = z
  .string()
  .regex(/^-?\d+(,-?\d+)*$/, { error: "Status must be a number or a comma-separated list of numbers" })
  .transform((value) => value.split(",").map(Number));

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

export const FeedFilterQuery = {
  platform: PlatformParam.optional(),
  status: StatusList.optional(),
  channel_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  collection: z.string().trim().max(32).optional(),
  published_from: DateParam.optional(),
  published_to: DateParam.optional(),
  updated_from: DateParam.optional(),
  updated_to: DateParam.optional(),
  q: z.string().trim().max(200).optional(),
};

export const ChannelFilterQuery = {
  platform: PlatformParam.optional(),
  status: StatusList.optional(),
  collection: z.string().trim().max(32).optional(),
  q: z.string().trim().max(200).optional(),
};
