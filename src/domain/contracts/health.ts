// GET /v1/health: database, migrations, worker state and which source serves each platform.
import { z } from "zod";
import { PLATFORM_NAMES } from "../platforms";
import { IsoDateTime } from "./common";

/** A platform's source (src/server/platforms/types.ts SourceName, "none" answered as not-configured). */
const SOURCE_STATES = ["youtube-data-api", "tiktok-web", "instagram-graph", "threads-api", "demo", "not-configured"];

export const Health = z
  .object({
    status: z.enum(["ok", "degraded"]).meta({ description: "degraded: migrations pending or no active worker" }),
    database: z.object({ kind: z.enum(["pglite", "pg"]), ok: z.boolean() }),
    migrations: z.object({ applied: z.number().int(), available: z.number().int(), upToDate: z.boolean() }),
    worker: z.object({
      in_process: z.string().meta({ description: "The in-process worker's state" }),
      error: z.string().optional(),
      active_workers: z.number().int().meta({ description: "Workers with a heartbeat in the last three intervals" }),
      last_seen_at: IsoDateTime.nullable(),
    }),
    platforms: z.record(z.enum(PLATFORM_NAMES), z.enum(SOURCE_STATES as [string, ...string[]])).meta({
      description: "Which source serves each platform",
      example: { youtube: "youtube-data-api", tiktok: "demo", instagram: "demo", threads: "not-configured" },
    }),
  })
  .meta({ id: "Health" });
export type Health = z.infer<typeof Health>;

/** GET /v1/ping: the bare route (no database, no session) the load benchmark measures against. */
export const Pong = z.object({ pong: z.boolean() }).meta({ id: "Pong" });
export type Pong = z.infer<typeof Pong>;
