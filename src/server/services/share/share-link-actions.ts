// Create, re-password and revoke a team's share links (issue 17 item 2). Owner and Admin only (Action.ManageApiKeys
// covers "API keys and share links", src/domain/roles.ts), checked again here; the item shared must be the caller's
// team's (404 otherwise, naming nothing of another team's). A link's password arrives as the browser's MD5 hex and is
// stored only as Better Auth's scrypt hash of it.
import "server-only";
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ShareCreateBody } from "@/domain/contracts/share";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { shareLinks, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, fieldError, forbidden, notFound } from "../../errors/api-error";
import { findCollection } from "../../queries/collections/find-collection";
import type { ActorContext } from "../context";

export const SHARE_LINK_NOT_FOUND = "This share link does not exist";

/** 18 random bytes: 24 URL-safe characters (144 bits). */
export function newShareKey(): string {
  return crypto.randomBytes(18).toString("base64url");
}

/** The stored item columns of a create body, after checking the item is the team's. */
async function itemColumns(db: Db, teamId: number, body: ShareCreateBody) {
  const columns = {
    collectionId: null as number | null,
    trackedChannelId: null as number | null,
    trackedFeedId: null as number | null,
  };
  if (body.kind === "collection") {
    const collection = await findCollection(db, teamId, body.id);
    if (!collection) throw notFound("This collection does not exist");
    columns.collectionId = collection.id;
    return columns;
  }
  const id = typeof body.id === "number" ? body.id : /^\d{1,10}$/.test(body.id) ? Number(body.id) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  if (body.kind === "channel") {
    const [row] = await db
      .select({ id: trackedChannels.id })
      .from(trackedChannels)
      .where(and(eq(trackedChannels.id, id), eq(trackedChannels.teamId, teamId)));
    if (!row) throw new ApiError(ErrorCode.ChannelNotFound);
    columns.trackedChannelId = row.id;
  } else {
    const [row] = await db
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(and(eq(trackedFeeds.id, id), eq(trackedFeeds.teamId, teamId)));
    if (!row) throw notFound("This feed does not exist");
    columns.trackedFeedId = row.id;
  }
  return columns;
}

function assertMayManage(ctx: ActorContext) {
  assertCan(ctx.actor.role, Action.ManageApiKeys);
  // API keys never manage keys or links (issue 17 item 3): only a person's session does.
  if (ctx.actor.apiKey) throw forbidden("API keys cannot manage share links");
}

export async function createShareLink({ ctx, input }: { ctx: ActorContext; input: ShareCreateBody }) {
  assertMayManage(ctx);
  const at = now();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= at.getTime()) throw fieldError("expires_at", "Choose a time in the future");
  const columns = await itemColumns(ctx.db, ctx.actor.teamId, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await ctx.db
    .insert(shareLinks)
    .values({
      key: newShareKey(),
      teamId: ctx.actor.teamId,
      kind: input.kind,
      ...columns,
      passwordHash,
      expiresAt,
      createdBy: ctx.actor.userId,
      createdAt: at,
    })
    .returning({ key: shareLinks.key });
  if (!row) throw new Error("share link insert returned nothing");
  return row;
}

/** The team's live link with this key, or 404. */
const liveLinkOfTeam = (teamId: number, key: string) =>
  and(eq(shareLinks.key, key), eq(shareLinks.teamId, teamId), isNull(shareLinks.revokedAt));

/** Sets or removes the password; every change moves the version on, so tokens made before it stop working. */
export async function setShareLinkPassword({
  ctx,
  key,
  password,
}: {
  ctx: ActorContext;
  key: string;
  password: string | null;
}) {
  assertMayManage(ctx);
  const passwordHash = password ? await hashPassword(password) : null;
  const [row] = await ctx.db
    .update(shareLinks)
    .set({ passwordHash, passwordVersion: sql`${shareLinks.passwordVersion} + 1` })
    .where(liveLinkOfTeam(ctx.actor.teamId, key))
    .returning({ key: shareLinks.key });
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return row;
}

/** Revokes at once: the next GET of the link answers 404, and its tokens with it. */
export async function revokeShareLink({ ctx, key }: { ctx: ActorContext; key: string }) {
  assertMayManage(ctx);
  const [row] = await ctx.db
    .update(shareLinks)
    .set({ revokedAt: now() })
    .where(liveLinkOfTeam(ctx.actor.teamId, key))
    .returning({ key: shareLinks.key });
  if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
  return row;
}
