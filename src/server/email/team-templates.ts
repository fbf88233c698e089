// The team emails of issue 14 item 7 (invitation, role change, removal), written in the recipient's language:
// each takes a translator from emailTranslator (messages/emails-team/<locale>.json, keys under emailsTeam).
import "server-only";
import { Role, type RoleValue } from "@/domain/roles";
import type { EmailTranslate } from "./email-translator";
import { type EmailContent, layout } from "./templates";

const ROLE_KEY: Record<RoleValue, string> = {
  [Role.Owner]: "emailsTeam.role.owner",
  [Role.Analyst]: "emailsTeam.role.analyst",
  [Role.Admin]: "emailsTeam.role.admin",
};

export function roleName(t: EmailTranslate, role: RoleValue): string {
  return t(ROLE_KEY[role]);
}

function compose(
  t: EmailTranslate,
  parts: { subject: string; heading: string; lines: string[]; action: { label: string; url: string } },
): EmailContent {
  return {
    subject: parts.subject,
    text: `${parts.lines.join("\n\n")}\n\n${parts.action.label}: ${parts.action.url}\n`,
    html: layout(parts.heading, parts.lines, parts.action, t("emailsTeam.linkHint")),
  };
}

export function invitationTemplate(
  t: EmailTranslate,
  input: { inviter: string; team: string; role: RoleValue; url: string; days: number },
): EmailContent {
  const values = { inviter: input.inviter, team: input.team, role: roleName(t, input.role) };
  return compose(t, {
    subject: t("emailsTeam.invitation.subject", values),
    heading: t("emailsTeam.invitation.heading", values),
    lines: [
      t("emailsTeam.invitation.greeting"),
      t("emailsTeam.invitation.body", values),
      t("emailsTeam.invitation.expiry", { days: input.days }),
      t("emailsTeam.invitation.ignore"),
    ],
    action: { label: t("emailsTeam.invitation.action"), url: input.url },
  });
}

export function roleChangedTemplate(
  t: EmailTranslate,
  input: { name: string; actor: string; team: string; role: RoleValue; url: string },
): EmailContent {
  const values = { name: input.name, actor: input.actor, team: input.team, role: roleName(t, input.role) };
  return compose(t, {
    subject: t("emailsTeam.roleChanged.subject", values),
    heading: t("emailsTeam.roleChanged.heading"),
    lines: [t("emailsTeam.roleChanged.greeting", values), t("emailsTeam.roleChanged.body", values)],
    action: { label: t("emailsTeam.openApp"), url: input.url },
  });
}

export function removedTemplate(
  t: EmailTranslate,
  input: { name: string; actor: string; team: string; url: string },
): EmailContent {
  const values = { name: input.name, actor: input.actor, team: input.team };
  return compose(t, {
    subject: t("emailsTeam.removed.subject", values),
    heading: t("emailsTeam.removed.heading", values),
    lines: [t("emailsTeam.removed.greeting", values), t("emailsTeam.removed.body", values)],
    action: { label: t("emailsTeam.openApp"), url: input.url },
  });
}
