// The real shapes of alert destinations (issue 16 item 4), checked when a group is saved, in the browser and on the
// server alike; whether a URL's address may be reached at all is the outbound guard's question
// (src/server/security/outbound-rules.ts), asked by the server on top of these.
// - Telegram: a bot token from @BotFather is "<bot id>:<35 characters of [A-Za-z0-9_-]>"; a chat id is a number
//   (negative for groups and channels, -100… for supergroups) or a public channel's @username (5 to 32 characters).
// - Discord: https://discord.com/api/webhooks/<snowflake id>/<token> (also discordapp.com, ptb. and canary.).
// - Slack incoming webhooks: https://hooks.slack.com/services/T…/B…/<token>; Workflow Builder triggers
//   https://hooks.slack.com/triggers/T…/<id>/<token> and the older https://hooks.slack.com/workflows/T…/A…/<id>/<token>.
// - Lark custom bots: https://open.larksuite.com/open-apis/bot/v2/hook/<token>, Feishu https://open.feishu.cn/….
import { NotificationChannelType, type NotificationChannelTypeValue } from "./enums";

export const TELEGRAM_BOT_TOKEN = /^\d{5,16}:[A-Za-z0-9_-]{35}$/;
export const TELEGRAM_CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

const DISCORD_HOSTS = ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"];
const DISCORD_PATH = /^\/api(\/v\d{1,2})?\/webhooks\/\d{15,22}\/[A-Za-z0-9_-]{20,120}\/?$/;
const SLACK_PATH = new RegExp(
  "^/(services/T[A-Z0-9]{6,14}/B[A-Z0-9]{6,14}/[A-Za-z0-9]{16,48}" +
    "|triggers/T[A-Z0-9]{6,14}/\\d{1,24}/[A-Za-z0-9]{16,48}" +
    "|workflows/T[A-Z0-9]{6,14}/A[A-Z0-9]{6,20}/\\d{1,24}/[A-Za-z0-9]{16,48})/?$",
);
const LARK_HOSTS = ["open.larksuite.com", "open.feishu.cn"];
const LARK_PATH = /^\/open-apis\/bot\/v2\/hook\/[A-Za-z0-9-]{8,64}\/?$/;

export const DESTINATION_URL_MAX = 2048;
export const LARK_SECRET_MAX = 128;
export const GROUP_DESTINATIONS_MAX = 20;

export const DESTINATION_MESSAGES = {
  telegramToken: "A Telegram bot token looks like 123456789:AAH… (from @BotFather)",
  telegramChat: "A Telegram chat id is a number such as -1001234567890 or a channel's @username",
  discordUrl: "A Discord webhook URL looks like https://discord.com/api/webhooks/<id>/<token>",
  slackUrl: "A Slack webhook URL looks like https://hooks.slack.com/services/T…/B…/…",
  larkUrl:
    "A Lark webhook URL looks like https://open.larksuite.com/open-apis/bot/v2/hook/… (or open.feishu.cn for Feishu)",
  webhookUrl: "Enter an https URL",
  credentials: "The URL may not contain a user name or password",
} as const;

function parsed(url: string): URL | null {
  return URL.canParse(url) ? new URL(url) : null;
}

function onHosts(url: URL, hosts: readonly string[]): boolean {
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    hosts.includes(url.hostname.toLowerCase()) &&
    !url.username &&
    !url.password
  );
}

/** Null when `url` has the real shape of a destination of this type, else the field message saying why. */
export function destinationUrlProblem(type: NotificationChannelTypeValue, url: string): string | null {
  const value = parsed(url);
  if (type === NotificationChannelType.Discord) {
    return value && onHosts(value, DISCORD_HOSTS) && DISCORD_PATH.test(value.pathname) && !value.search
      ? null
      : DESTINATION_MESSAGES.discordUrl;
  }
  if (type === NotificationChannelType.Slack) {
    return value && onHosts(value, ["hooks.slack.com"]) && SLACK_PATH.test(value.pathname) && !value.search
      ? null
      : DESTINATION_MESSAGES.slackUrl;
  }
  if (type === NotificationChannelType.Lark) {
    return value && onHosts(value, LARK_HOSTS) && LARK_PATH.test(value.pathname) && !value.search
      ? null
      : DESTINATION_MESSAGES.larkUrl;
  }
  if (type === NotificationChannelType.Webhook) {
    if (!value || (value.protocol !== "https:" && value.protocol !== "http:")) return DESTINATION_MESSAGES.webhookUrl;
    if (value.username || value.password) return DESTINATION_MESSAGES.credentials;
    return null;
  }
  return null;
}

/** Types whose URL carries the credential (anyone holding it can post): answered only as a masked hint. */
export function urlIsSecret(type: number): boolean {
  return (
    type === NotificationChannelType.Discord ||
    type === NotificationChannelType.Slack ||
    type === NotificationChannelType.Lark
  );
}

const MASK = "••••";

/** The last 4 characters of a secret behind a mask: enough to tell two apart, useless to an attacker. */
export function maskSecret(secret: string): string {
  return `${MASK}${secret.slice(-4)}`;
}

/** A bot token as `<bot id>:••••<last 4>` (the bot id is public: it is the bot's user id). */
export function maskBotToken(token: string): string {
  const [botId] = token.split(":");
  return `${botId}:${maskSecret(token)}`;
}

/** A credential URL with its last path segment (the token) masked. */
export function maskUrl(url: string): string {
  const value = parsed(url);
  if (!value) return MASK;
  const segments = value.pathname.replace(/\/$/, "").split("/");
  const last = segments.pop() ?? "";
  return `${value.origin}${segments.join("/")}/${maskSecret(last)}`;
}
