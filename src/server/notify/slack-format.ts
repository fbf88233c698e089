// Slack incoming webhook (api.slack.com/messaging/webhooks) with Block Kit: POST the webhook URL with JSON `blocks`
// and a top-level `text` that notifications and screen readers show. Limits: 50 blocks, header text 150 characters,
// section text 3000, button text 75. mrkdwn needs `&`, `<`, `>` written as entities, and links are `<url|label>`.
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

/** Items shown before "and N more": header, context, items, note and actions stay far below 50 blocks. */
export const SLACK_MAX_ITEMS = 20;
const TITLE_LIMIT = 200;

export function escapeSlackText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A URL inside `<url|label>`: entities as in text, and `|` encoded so it cannot end the URL early. */
function slackUrl(url: string): string {
  return escapeSlackText(url).replace(/\|/g, "%7C");
}

export function slackBody(message: AlertMessage, text: AlertText) {
  const title = headline(text, message);
  const condition = conditionLine(text, message);
  const context = [{ type: "mrkdwn", text: escapeSlackText(condition) }];
  if (message.event === "alert.test") context.push({ type: "mrkdwn", text: `_${escapeSlackText(testNote(text))}_` });
  const blocks: unknown[] = [
    { type: "header", text: { type: "plain_text", text: clip(title, 150), emoji: true } },
    { type: "context", elements: context },
  ];
  for (const item of message.items.slice(0, SLACK_MAX_ITEMS)) {
    const itemTitle = clip(item.title, TITLE_LIMIT);
    blocks.push({
      type: "section",
      text: {
        type: "mrkdwn",
        text: `*<${slackUrl(item.url)}|${escapeSlackText(itemTitle)}>*\n${platformLabel(item.platform)} · ${escapeSlackText(valueLine(text, message, item))}`,
      },
      ...(item.thumbnail ? { accessory: { type: "image", image_url: item.thumbnail, alt_text: itemTitle } } : {}),
    });
  }
  const hidden = message.items.length - SLACK_MAX_ITEMS;
  if (hidden > 0)
    blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: escapeSlackText(andMore(text, hidden)) }] });
  blocks.push({
    type: "actions",
    elements: [
      {
        type: "button",
        text: { type: "plain_text", text: clip(openAlertsLabel(text), 75) },
        url: message.dashboard_url,
      },
    ],
  });
  return { text: escapeSlackText(`${title}: ${condition}`), blocks };
}

export function slackRequest(url: string, message: AlertMessage, text: AlertText): PreparedRequest {
  return {
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(slackBody(message, text)),
  };
}
