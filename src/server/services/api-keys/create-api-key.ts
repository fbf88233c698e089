// POST /v1/api-keys (issue 17 item 3): Owner and Admin (the route's guard), verified email, Max plan. Answers the
// key once; only its hash is kept.
import "server-only";
import { eq } from "drizzle-orm";
import type { CreateApiKeyBody, CreatedApiKey } from "@/domain/contracts/api-keys";
import { now } from "../../clock";
import { apiKeys, user } from "../../db/schema";
import { toApiKeyInfo } from "../../queries/api-keys/list-api-keys";
import type { ActorContext } from "../context";
import { assertApiAccess, teamPlan } from "./api-key-plan";
import { newApiKey } from "./api-key-secret";

const DAY_MS = 86_400_000;

export async function createApiKey({
  ctx,
  body,
}: {
  ctx: ActorContext;
  body: CreateApiKeyBody;
}): Promise<CreatedApiKey> {
  const { db, actor } = ctx;
  assertApiAccess(await teamPlan(db, actor.teamId));
  const at = now();
  const { key, keyHash, prefix } = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      teamId: actor.teamId,
      name: body.name,
      prefix,
      keyHash,
      scope: body.scope,
      createdBy: actor.userId,
      createdAt: at,
      expiresAt: body.expires_in_days ? new Date(at.getTime() + body.expires_in_days * DAY_MS) : null,
    })
    .returning();
  if (!row) throw new Error("api key insert returned nothing");
  const [creator] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
  return { key, info: toApiKeyInfo({ ...row, creatorName: creator?.name ?? "", creatorEmail: actor.email }) };
}
