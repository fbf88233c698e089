// Lark / Feishu custom bot (open.larksuite.com/document/client-docs/bot-v3/add-custom-bot): POST the webhook URL
// (…/open-apis/bot/v2/hook/<id>) with `msg_type: "interactive"` and a message `card`. When the bot has signature
// verification on, the body also carries `timestamp` (unix seconds, as a string) and `sign` = base64 of an
// HMAC-SHA256 whose key is "<timestamp>\n<secret>" and whose message is empty; Lark refuses a timestamp more than an
// hour off. Texts are `plain_text` (no markdown to escape); each item's link is a button. Card images need keys
// uploaded through Lark's app API, which a custom bot has not, so thumbnails are left out. The body stays under the
// bot's 20 KB request limit.
import "server-only";
import { createHmac } from "node:crypto";
import type { AlertMessage, PreparedRequest } from "./alert-message";
import {
  type AlertText,
  andMore,
  clip,
  conditionLine,
  headline,
  openAlertsLabel,
  openItemLabel,
  testNote,
  valueLine,
} from "./alert-text";
import { platformLabel } from "./platform-label";

export const LARK_MAX_ITEMS = 20;
export const LARK_BODY_LIMIT_BYTES = 20_000;
const TITLE_LIMIT = 200;

export function larkSign(timestamp: number, secret: string): string {
  return createHmac("sha256", `${timestamp}\n${secret}`).update("").digest("base64");
}

const plain = (content: string) => ({ tag: "plain_text", content });

export function larkCard(
  message: AlertMessage,
  text: AlertText,
  shown = Math.min(message.items.length, LARK_MAX_ITEMS),
) {
  const intro = [conditionLine(text, message)];
  if (message.event === "alert.test") intro.push(testNote(text));
  const elements: unknown[] = [{ tag: "div", text: plain(intro.join("\n")) }];
  for (const item of message.items.slice(0, shown)) {
    elements.push({
      tag: "div",
      text: plain(
        `${clip(item.title, TITLE_LIMIT)}\n${platformLabel(item.platform)} · ${valueLine(text, message, item)}`,
      ),
      extra: { tag: "button", text: plain(openItemLabel(text)), type: "default", url: item.url },
    });
  }
  const hidden = message.items.length - shown;
  if (hidden > 0) elements.push({ tag: "note", elements: [plain(andMore(text, hidden))] });
  elements.push({
    tag: "action",
    actions: [{ tag: "button", text: plain(openAlertsLabel(text)), type: "primary", url: message.dashboard_url }],
  });
  return {
    config: { wide_screen_mode: true },
    header: { title: plain(headline(text, message)), template: message.event === "alert.test" ? "grey" : "orange" },
    elements,
  };
}

export function larkRequest(
  destination: { url: string; secret: string | null },
  message: AlertMessage,
  text: AlertText,
  nowSeconds: number,
): PreparedRequest {
  const signature = destination.secret
    ? { timestamp: String(nowSeconds), sign: larkSign(nowSeconds, destination.secret) }
    : {};
  let shown = Math.min(message.items.length, LARK_MAX_ITEMS);
  let body = JSON.stringify({ ...signature, msg_type: "interactive", card: larkCard(message, text, shown) });
  while (Buffer.byteLength(body) > LARK_BODY_LIMIT_BYTES && shown > 0) {
    shown -= 1;
    body = JSON.stringify({ ...signature, msg_type: "interactive", card: larkCard(message, text, shown) });
  }
  return { method: "POST", url: destination.url, headers: { "content-type": "application/json" }, body };
}
