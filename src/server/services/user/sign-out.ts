import "server-only";
import { eq } from "drizzle-orm";
import { forgetSessionToken } from "../../auth/session-cache";
import { session } from "../../db/schema";
import type { ActorContext } from "../context";

/** Ends the caller's session: its token stops working at once, from every client that holds it. */
export async function signOut({ ctx }: { ctx: ActorContext }) {
  await ctx.db.delete(session).where(eq(session.token, ctx.actor.sessionToken));
  // Deleted directly, not through Better Auth, so its database hooks do not see it.
  forgetSessionToken(ctx.actor.sessionToken);
}
