// Telegram Bot API `sendMessage` (core.telegram.org/bots/api#sendmessage): POST <base>/bot<token>/sendMessage with
// JSON `chat_id`, `text` in HTML parse mode, at most 4096 characters. HTML mode needs `<`, `>`, `&` (and `"` inside
// attributes) written as entities; the text is measured with its tags, which can only overcount the limit.
import "server-only";
import type { AlertMessage, PreparedRequest } from "./alert-message";
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

export const TELEGRAM_TEXT_LIMIT = 4096;
/** A bot token as BotFather issues it ("123456:AA…"); anything else could change the request's path. */
export const TELEGRAM_BOT_TOKEN = /^\d+:[A-Za-z0-9_-]+$/;
const TITLE_LIMIT = 200;

export function escapeTelegramHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const link = (url: string, label: string) => `<a href="${escapeTelegramHtml(url)}">${escapeTelegramHtml(label)}</a>`;

/** The message text: headline, condition, as many items as fit in 4096 characters, "and N more", the link. */
export function telegramText(message: AlertMessage, text: AlertText): string {
  const head = [`<b>${escapeTelegramHtml(headline(text, message))}</b>`];
  if (message.event === "alert.test") head.push(`<i>${escapeTelegramHtml(testNote(text))}</i>`);
  head.push(escapeTelegramHtml(conditionLine(text, message)));
  const foot = link(message.dashboard_url, openAlertsLabel(text));
  const blocks = message.items.map(
    (item) =>
      `${link(item.url, clip(item.title, TITLE_LIMIT))} · ${platformLabel(item.platform)}\n${escapeTelegramHtml(valueLine(text, message, item))}`,
  );
  const assemble = (shown: number) => {
    const parts = [head.join("\n"), ...blocks.slice(0, shown)];
    const hidden = blocks.length - shown;
    if (hidden > 0) parts.push(escapeTelegramHtml(andMore(text, hidden)));
    parts.push(foot);
    return parts.join("\n\n");
  };
  let shown = blocks.length;
  let body = assemble(shown);
  while (body.length > TELEGRAM_TEXT_LIMIT && shown > 0) {
    shown -= 1;
    body = assemble(shown);
  }
  return body;
}

export function telegramRequest(
  baseUrl: string,
  destination: { botToken: string; chatId: string },
  message: AlertMessage,
  text: AlertText,
): PreparedRequest {
  return {
    method: "POST",
    url: `${baseUrl}/bot${destination.botToken}/sendMessage`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      chat_id: destination.chatId,
      text: telegramText(message, text),
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    }),
  };
}
