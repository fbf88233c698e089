// The account emails (verify address, reset password) in the recipient's language: each takes a translator from
// emailTranslator (messages/emails-account/<locale>.json, keys under emailsAccount).
import "server-only";
import type { EmailTranslate } from "./email-translator";
import { type EmailContent, layout } from "./templates";

export function verifyEmailTemplate(t: EmailTranslate, input: { name: string; url: string }): EmailContent {
  const lines = [t("emailsAccount.greeting", { name: input.name }), t("emailsAccount.verify.body")];
  const action = t("emailsAccount.verify.action");
  const ignore = t("emailsAccount.verify.ignore");
  return {
    subject: t("emailsAccount.verify.subject"),
    text: `${lines.join("\n\n")}\n\n${action}: ${input.url}\n\n${ignore}\n`,
    html: layout(
      t("emailsAccount.verify.heading"),
      [...lines, ignore],
      { label: action, url: input.url },
      t("emailsAccount.linkHint"),
    ),
  };
}

export function resetPasswordTemplate(t: EmailTranslate, input: { name: string; url: string }): EmailContent {
  const lines = [
    t("emailsAccount.greeting", { name: input.name }),
    t("emailsAccount.reset.body"),
    t("emailsAccount.reset.ignore"),
  ];
  const action = t("emailsAccount.reset.action");
  return {
    subject: t("emailsAccount.reset.subject"),
    text: `${lines.join("\n\n")}\n\n${action}: ${input.url}\n`,
    html: layout(
      t("emailsAccount.reset.heading"),
      lines,
      { label: action, url: input.url },
      t("emailsAccount.linkHint"),
    ),
  };
}
