// The email asking an address to confirm it wants a team's alerts (issue 16 item 1), in the recipient's language
// when the address belongs to a Feedscope account with a stored locale, else in the language of the person who
// added it (messages/emails-alerts/<locale>.json, keys under emailsAlerts). Sent after the group's transaction
// committed; a failed SMTP delivery keeps the destination unconfirmed and is logged (saving the group again after
// the link lapsed sends a new one).
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization, user } from "../../db/schema";
import { type EmailTranslate, emailTranslator } from "../../email/email-translator";
import { sendEmail } from "../../email/send-email";
import { type EmailContent, layout } from "../../email/templates";
import { getLogger } from "../../logger";
import { callerLocale } from "../team/request-locale";
import { CONFIRMATION_DAYS, confirmationUrl } from "./confirmation-token";

export function confirmationTemplate(
  t: EmailTranslate,
  input: { team: string; actor: string; group: string; url: string },
): EmailContent {
  const values = { team: input.team, actor: input.actor, group: input.group };
  const lines = [
    t("emailsAlerts.confirm.greeting"),
    t("emailsAlerts.confirm.body", values),
    t("emailsAlerts.confirm.expiry", { days: CONFIRMATION_DAYS }),
    t("emailsAlerts.confirm.ignore"),
  ];
  const action = { label: t("emailsAlerts.confirm.action"), url: input.url };
  return {
    subject: t("emailsAlerts.confirm.subject", values),
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`,
    html: layout(t("emailsAlerts.confirm.heading", values), lines, action, t("emailsAlerts.linkHint")),
  };
}

export async function sendConfirmations(
  db: Db,
  input: {
    teamId: number;
    actorId: number;
    headers: Headers;
    group: string;
    sends: { email: string; token: string }[];
  },
): Promise<void> {
  if (!input.sends.length) return;
  const [team] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, input.teamId));
  const [actor] = await db.select({ name: user.name }).from(user).where(eq(user.id, input.actorId));
  const actorLocale = await callerLocale(db, { userId: input.actorId, headers: input.headers });
  for (const send of input.sends) {
    const [recipient] = await db.select({ locale: user.locale }).from(user).where(eq(user.email, send.email));
    const locale = recipient?.locale ?? actorLocale;
    const { t } = await emailTranslator(locale, "");
    await sendEmail(db, {
      to: send.email,
      kind: "alert-destination-confirm",
      ...confirmationTemplate(t, {
        team: team?.name ?? "",
        actor: actor?.name ?? "",
        group: input.group,
        url: confirmationUrl(send.token, locale),
      }),
    }).catch((error) => getLogger().warn({ err: error, to: send.email }, "alert confirmation email not delivered"));
  }
}
