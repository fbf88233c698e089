// Helpers for tracking tests: a registered user (optionally on a paid plan) and demo links.
import { eq } from "drizzle-orm";
import { forgetUserSessions } from "../../auth/session-cache";
import type { Db } from "../../db/client";
import { organization, user } from "../../db/schema";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { type createTestApi, hash, uniqueEmail } from "./api-client";

export async function registerUser(
  api: ReturnType<typeof createTestApi>,
  db: Db,
  plan: "free" | "pro" | "max" = "free",
): Promise<SignedInUser> {
  const res = await api.call<SignedInUser>("POST", "/v1/account/register", {
    body: { email: uniqueEmail("tracker"), password: hash("password-123"), fullname: "Tracker" },
  });
  if (res.body.code !== 0) throw new Error(res.body.message);
  if (plan !== "free")
    await db.update(organization).set({ plan }).where(eq(organization.id, res.body.data.team_info.id));
  return res.body.data;
}

/** A well-formed YouTube Shorts link; the demo platform resolves any such id to a demo video. */
export function demoShortUrl(n: number): string {
  return `https://www.youtube.com/shorts/demo${String(n).padStart(7, "0")}`;
}

/** Marks the user's address verified, as following the link in the verification email does. */
export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  // A change made outside Better Auth must drop the cached sessions, as the app's own verification does.
  forgetUserSessions(userId);
}
