// DELETE /v1/api-keys/{id} (issue 17 item 3): revokes at once — the next call with the key is refused, since every
// key-authenticated call reads the row (src/server/services/api-keys/authenticate-api-key.ts). Another team's key,
// or one already revoked, is not found.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { now } from "../../clock";
import { apiKeys } from "../../db/schema";
import { notFound } from "../../errors/api-error";
import type { ActorContext } from "../context";

export async function revokeApiKey({ ctx, id }: { ctx: ActorContext; id: number }): Promise<void> {
  const rows = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.teamId, ctx.actor.teamId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!rows.length) throw notFound("This API key does not exist or was already revoked");
}
