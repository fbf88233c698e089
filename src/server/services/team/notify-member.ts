// The emails a member gets when someone else changes their role or removes them, in the member's own language
// (their stored `user.locale`; issue 14 item 7). Sent after the change committed; a failed SMTP delivery is logged
// and recorded in the outbox, and never undoes the change.
import "server-only";
import { eq } from "drizzle-orm";
import type { RoleValue } from "@/domain/roles";
import type { Db } from "../../db/client";
import { organization, user } from "../../db/schema";
import { emailTranslator } from "../../email/email-translator";
import { sendEmail } from "../../email/send-email";
import { removedTemplate, roleChangedTemplate } from "../../email/team-templates";
import { getEnv } from "../../env";
import { getLogger } from "../../logger";
import type { TeamMemberRow } from "./team-member";

async function names(db: Db, teamId: number, actorId: number) {
  const [team] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, teamId));
  const [actor] = await db.select({ name: user.name }).from(user).where(eq(user.id, actorId));
  return { team: team?.name ?? "", actor: actor?.name ?? "" };
}

export async function notifyRoleChanged(
  db: Db,
  input: { teamId: number; actorId: number; target: TeamMemberRow; role: RoleValue },
): Promise<void> {
  const { t } = await emailTranslator(input.target.locale, "");
  const { team, actor } = await names(db, input.teamId, input.actorId);
  await sendEmail(db, {
    to: input.target.email,
    kind: "team-role-changed",
    ...roleChangedTemplate(t, {
      name: input.target.name,
      actor,
      team,
      role: input.role,
      url: `${getEnv().appUrl}/dashboard/`,
    }),
  }).catch((error) => getLogger().warn({ err: error, to: input.target.email }, "role change email not delivered"));
}

export async function notifyRemoved(
  db: Db,
  input: { teamId: number; actorId: number; target: TeamMemberRow; teamName: string },
): Promise<void> {
  const { t } = await emailTranslator(input.target.locale, "");
  const { actor } = await names(db, input.teamId, input.actorId);
  await sendEmail(db, {
    to: input.target.email,
    kind: "team-removed",
    ...removedTemplate(t, {
      name: input.target.name,
      actor,
      team: input.teamName,
      url: `${getEnv().appUrl}/dashboard/`,
    }),
  }).catch((error) => getLogger().warn({ err: error, to: input.target.email }, "role change email not delivered"));
}
