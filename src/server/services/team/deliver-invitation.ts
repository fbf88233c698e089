// Writes and sends one invitation email, in the inviter's language (issue 14 item 7), after the transaction that
// stored the invitation's new token committed. A failed SMTP delivery does not undo the invitation: the outbox row
// records the error and the invitation can be sent again (as a failed verification email does, src/server/auth).
import "server-only";
import { eq } from "drizzle-orm";
import type { RoleValue } from "@/domain/roles";
import type { Db } from "../../db/client";
import { organization, user } from "../../db/schema";
import { emailTranslator } from "../../email/email-translator";
import { sendEmail } from "../../email/send-email";
import { invitationTemplate } from "../../email/team-templates";
import { getLogger } from "../../logger";
import { acceptUrl, INVITATION_DAYS } from "./invitation-token";
import { callerLocale } from "./request-locale";

export async function deliverInvitation(
  db: Db,
  input: { teamId: number; inviterId: number; headers: Headers; email: string; role: RoleValue; token: string },
): Promise<void> {
  const [team] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, input.teamId));
  const [inviter] = await db.select({ name: user.name }).from(user).where(eq(user.id, input.inviterId));
  const locale = await callerLocale(db, { userId: input.inviterId, headers: input.headers });
  const { locale: language, t } = await emailTranslator(locale, "");
  await sendEmail(db, {
    to: input.email,
    kind: "invitation",
    ...invitationTemplate(t, {
      inviter: inviter?.name ?? "",
      team: team?.name ?? "",
      role: input.role,
      url: acceptUrl(input.token, language),
      days: INVITATION_DAYS,
    }),
  }).catch((error) => getLogger().warn({ err: error, to: input.email }, "invitation email not delivered"));
}
