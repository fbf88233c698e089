// The alert email (issue 16 item 4): in the recipient's language (AlertText from alertText(user.locale)), each item
// with its thumbnail, numbers and link, then the link to the alerts page. Plain text and HTML say the same.
import "server-only";
import { escapeHtml } from "../email/templates";
import type { AlertMessage } from "./alert-message";
import {
  type AlertText,
  andMore,
  clip,
  conditionLine,
  headline,
  openAlertsLabel,
  testNote,
  valueLine,
} from "./alert-text";
import { platformLabel } from "./platform-label";

export const EMAIL_MAX_ITEMS = 50;
const TITLE_LIMIT = 200;

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
}

function itemHtml(message: AlertMessage, text: AlertText, item: AlertMessage["items"][number]): string {
  const title = escapeHtml(clip(item.title, TITLE_LIMIT));
  const url = escapeHtml(item.url);
  const image = item.thumbnail
    ? `<td style="width:96px;padding:0 12px 0 0;vertical-align:top"><a href="${url}"><img src="${escapeHtml(item.thumbnail)}" alt="${title}" width="96" style="display:block;border-radius:6px"></a></td>`
    : "";
  return `<tr>${image}<td style="vertical-align:top"><a href="${url}" style="color:#4f46e5;font-weight:600">${title}</a><br><span style="color:#6b7280">${escapeHtml(platformLabel(item.platform))}</span><br>${escapeHtml(valueLine(text, message, item))}</td></tr>`;
}

export function alertEmail(message: AlertMessage, text: AlertText): AlertEmail {
  const heading = headline(text, message);
  const intro = [conditionLine(text, message)];
  if (message.event === "alert.test") intro.unshift(testNote(text));
  const shown = message.items.slice(0, EMAIL_MAX_ITEMS);
  const hidden = message.items.length - shown.length;
  const open = openAlertsLabel(text);
  const reason = text.t("alertMessages.email.reason", { rule: message.rule.name });

  const textLines = [...intro, ""];
  for (const item of shown) {
    textLines.push(
      `${clip(item.title, TITLE_LIMIT)} (${platformLabel(item.platform)})`,
      valueLine(text, message, item),
      item.url,
      "",
    );
  }
  if (hidden > 0) textLines.push(andMore(text, hidden), "");
  textLines.push(`${open}: ${message.dashboard_url}`, "", reason);

  const rows = shown
    .map((item) => itemHtml(message, text, item))
    .join('<tr><td colspan="2" style="height:16px"></td></tr>');
  const more = hidden > 0 ? `<p style="margin:16px 0">${escapeHtml(andMore(text, hidden))}</p>` : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${intro.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("")}
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>${more}
<p style="margin:24px 0"><a href="${escapeHtml(message.dashboard_url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(open)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(reason)}</p>
<p style="font-size:12px;color:#6b7280">Feedscope</p></body></html>`;
  return { subject: heading, text: `${textLines.join("\n")}\n`, html };
}
