// Discord "Execute Webhook" (discord.com/developers/docs/resources/webhook#execute-webhook): POST the webhook URL
// with JSON `content` (at most 2000 characters) and up to 10 `embeds` (title 256, description 4096, footer 2048,
// at most 6000 characters across all embeds). One embed per item; a digest with more items shows the first ones and
// says "and N more" in `content`. `allowed_mentions` is empty so a rule or video named "@everyone" pings no one.
import "server-only";
import type { AlertMessage, PreparedRequest } from "./alert-message";
import { type AlertText, andMore, clip, conditionLine, headline, testNote, valueLine } from "./alert-text";
import { platformLabel } from "./platform-label";

export const DISCORD_MAX_EMBEDS = 10;
export const DISCORD_EMBED_TOTAL = 6000;
const CONTENT_LIMIT = 2000;
const TITLE_LIMIT = 256;
const FOOTER_LIMIT = 256;
/** Feedscope's primary colour (#4f46e5) as Discord's integer colour. */
const COLOR = 0x4f46e5;

/** Backslash before Discord markdown characters, so names render as written. */
export function escapeDiscordMarkdown(value: string): string {
  return value.replace(/[\\*_~`|[\]]/g, (c) => `\\${c}`);
}

interface Embed {
  title: string;
  url: string;
  description: string;
  color: number;
  footer: { text: string };
  timestamp: string;
  thumbnail?: { url: string };
}

const embedChars = (embed: Embed) => embed.title.length + embed.description.length + embed.footer.text.length;

export function discordBody(message: AlertMessage, text: AlertText) {
  const footer = clip(conditionLine(text, message), FOOTER_LIMIT);
  const all: Embed[] = message.items.map((item) => ({
    title: clip(item.title, TITLE_LIMIT),
    url: item.url,
    description: `${escapeDiscordMarkdown(valueLine(text, message, item))}\n${platformLabel(item.platform)}`,
    color: COLOR,
    footer: { text: footer },
    timestamp: message.created_at,
    ...(item.thumbnail ? { thumbnail: { url: item.thumbnail } } : {}),
  }));
  const embeds = all.slice(0, DISCORD_MAX_EMBEDS);
  while (embeds.reduce((sum, embed) => sum + embedChars(embed), 0) > DISCORD_EMBED_TOTAL) embeds.pop();
  const lines = [`**${escapeDiscordMarkdown(headline(text, message))}**`];
  if (message.event === "alert.test") lines.push(escapeDiscordMarkdown(testNote(text)));
  if (all.length > embeds.length) lines.push(escapeDiscordMarkdown(andMore(text, all.length - embeds.length)));
  return { content: clip(lines.join("\n"), CONTENT_LIMIT), embeds, allowed_mentions: { parse: [] as string[] } };
}

export function discordRequest(url: string, message: AlertMessage, text: AlertText): PreparedRequest {
  return {
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(discordBody(message, text)),
  };
}
