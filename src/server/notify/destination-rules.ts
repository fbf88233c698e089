// The one host rule of alert destinations (issue 16 item 4, DESIGN.md section 10 "Outbound requests"), asked both
// when a group is saved (src/server/services/alerts/group-actions.ts) and before each send (send-to-destination.ts):
// chat services only at their own hosts (plus the configured base URL, which tests point at loopback fakes); the
// generic webhook at any public https host. OUTBOUND_ALLOW_HOSTS stays the only way to an internal address. On top
// of the guard's own checks (src/server/security/outbound-rules.ts: https only, no IP literal outside the public
// unicast ranges), names that only ever resolve inside a network (localhost, *.local, *.internal, single labels
// such as "metadata") are refused: the guard would catch their addresses at connect time, but a group saved with
// one could never work. A public name that resolves to a private address is stopped by the guard when it connects.
import "server-only";
import { isIP } from "node:net";
import { NotificationChannelType } from "@/domain/enums";
import { getEnv } from "../env";
import type { OutboundRules } from "../security/outbound";
import { bareAddress, isLoopbackHost } from "../security/outbound-address";
import { type AllowedHost, OutboundRefusedError, parseAllowHosts, vetUrl } from "../security/outbound-rules";
import type { AlertDestination } from "./alert-message";

export type HttpDestinationType = Exclude<AlertDestination["type"], "email">;

const HTTP_TYPES: Record<number, HttpDestinationType> = {
  [NotificationChannelType.Lark]: "lark",
  [NotificationChannelType.Telegram]: "telegram",
  [NotificationChannelType.Discord]: "discord",
  [NotificationChannelType.Webhook]: "webhook",
  [NotificationChannelType.Slack]: "slack",
};

/** The sender's name of a notification channel type (spec section 3 numbers); null for email. */
export function httpDestinationTypeOf(type: number): HttpDestinationType | null {
  return HTTP_TYPES[type] ?? null;
}

export function destinationRules(type: HttpDestinationType): OutboundRules {
  const notify = getEnv().notify;
  switch (type) {
    case "telegram":
      return { purpose: "alert-telegram", hosts: ["api.telegram.org"], baseUrls: [notify.telegramApiBaseUrl] };
    case "discord":
      return {
        purpose: "alert-discord",
        hosts: ["discord.com", "discordapp.com"],
        baseUrls: [notify.discordApiBaseUrl],
      };
    case "slack":
      return { purpose: "alert-slack", hosts: ["hooks.slack.com"], baseUrls: [notify.slackApiBaseUrl] };
    case "lark":
      return {
        purpose: "alert-lark",
        hosts: ["open.larksuite.com", "open.feishu.cn"],
        baseUrls: [notify.larkApiBaseUrl],
      };
    case "webhook":
      return { purpose: "alert-webhook", hosts: "any" };
  }
}

const INTERNAL_SUFFIXES = [".local", ".localhost", ".internal", ".lan", ".home.arpa"];

/**
 * Null when a destination of `type` may be sent to `raw`, else why not, in words a person can act on. `allowHosts`
 * defaults to OUTBOUND_ALLOW_HOSTS as set now.
 */
export function destinationUrlRefusal(
  type: HttpDestinationType,
  raw: string,
  allowHosts: readonly AllowedHost[] = parseAllowHosts(getEnv().outboundAllowHosts),
): string | null {
  if (!URL.canParse(raw)) return "Enter a valid URL";
  const url = new URL(raw);
  let checkAddress: boolean;
  try {
    checkAddress = vetUrl(url, destinationRules(type), allowHosts).checkAddress;
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    if (error.reason === "scheme") return "Only https URLs can receive alerts";
    if (error.reason === "address")
      return `${url.hostname} is a private, loopback, link-local or metadata address, which alerts may not reach`;
    return error.message;
  }
  // Named by OUTBOUND_ALLOW_HOSTS or a loopback base URL the operator configured: the operator's choice.
  if (!checkAddress) return null;
  const hostname = bareAddress(url.hostname).toLowerCase();
  if (isIP(hostname) === 0) {
    if (isLoopbackHost(hostname) || INTERNAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix)))
      return `${url.hostname} is a local or internal name, which alerts may not reach`;
    if (!hostname.includes(".")) return `${url.hostname} is not a public host name`;
  }
  return null;
}
