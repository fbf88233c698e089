import "server-only";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import { notFound } from "../../errors/api-error";
import { getUserInfo, type UserInfo } from "../../queries/user/get-user-info";
import type { ActorContext } from "../context";

export async function updateProfile({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { full_name?: string; avatar?: string };
}): Promise<UserInfo> {
  const changes: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
  if (input.full_name !== undefined) changes.name = input.full_name;
  if (input.avatar !== undefined) changes.image = input.avatar || null;
  await ctx.db.update(user).set(changes).where(eq(user.id, ctx.actor.userId));
  const info = await getUserInfo(ctx.db, { userId: ctx.actor.userId, preferredTeamId: ctx.actor.teamId });
  if (!info) throw notFound();
  return info;
}
