// Helpers for billing tests: a verified Owner, members of their team with a role, tracked rows made directly.
import { and, eq } from "drizzle-orm";
import { forgetMemberships } from "../../auth/membership-cache";
import type { Db } from "../../db/client";
import { member, platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";
import type { SignedInUser } from "../../services/account/signed-in-user";
import type { createTestApi } from "./api-client";
import { markEmailVerified, registerUser } from "./tracking-helpers";

type Api = ReturnType<typeof createTestApi>;

export async function verifiedOwner(api: Api, db: Db): Promise<SignedInUser> {
  const owner = await registerUser(api, db);
  await markEmailVerified(db, owner.id);
  return owner;
}

/** A new verified user who belongs only to `teamId`, with the Better Auth role (owner, admin or member). */
export async function memberOf(
  api: Api,
  db: Db,
  teamId: number,
  role: "admin" | "member",
  joinedAt = new Date(),
): Promise<SignedInUser> {
  const person = await verifiedOwner(api, db);
  await db.delete(member).where(eq(member.userId, person.id));
  await db.insert(member).values({ organizationId: teamId, userId: person.id, role, createdAt: joinedAt });
  forgetMemberships();
  return person;
}

let sequence = 0;

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

/** Tracked feeds made directly (no platform call), created one minute apart from `start` in the given order. */
export async function seedFeeds(db: Db, teamId: number, howMany: number, start: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < howMany; i += 1) {
    sequence += 1;
    const video = first(
      await db
        .insert(platformVideos)
        .values({ platform: 3, platformId: `billing-video-${Date.now()}-${sequence}` })
        .returning({ id: platformVideos.id }),
      "video",
    );
    const feed = first(
      await db
        .insert(trackedFeeds)
        .values({ teamId, videoId: video.id, status: 1, createdAt: new Date(start.getTime() + i * 60_000) })
        .returning({ id: trackedFeeds.id }),
      "feed",
    );
    ids.push(feed.id);
  }
  return ids;
}

export async function seedChannels(db: Db, teamId: number, howMany: number, start: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < howMany; i += 1) {
    sequence += 1;
    const account = first(
      await db
        .insert(platformAccounts)
        .values({ platform: 3, platformId: `billing-account-${Date.now()}-${sequence}` })
        .returning({ id: platformAccounts.id }),
      "account",
    );
    const channel = first(
      await db
        .insert(trackedChannels)
        .values({ teamId, accountId: account.id, status: 1, createdAt: new Date(start.getTime() + i * 60_000) })
        .returning({ id: trackedChannels.id }),
      "channel",
    );
    ids.push(channel.id);
  }
  return ids;
}

export async function memberReadOnly(db: Db, teamId: number, userId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ readOnly: member.readOnly })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  return row?.readOnly;
}
