// The outbound guard's rules per alert channel (DESIGN.md section 10 "Outbound requests"): chat services only at
// their own hosts (plus the configured base URL, which tests point at loopback fakes); the generic webhook at any
// public https host. OUTBOUND_ALLOW_HOSTS stays the only way to an internal address.
import "server-only";
import { getEnv } from "../env";
import type { OutboundRules } from "../security/outbound";
import type { AlertDestination } from "./alert-message";

export type HttpDestinationType = Exclude<AlertDestination["type"], "email">;

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
