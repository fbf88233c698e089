// Shapes of the real destination formats (Telegram's @BotFather tokens, Discord, Slack and Lark webhook URLs) and
// the masks that stand in for credentials in answers.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DESTINATION_MESSAGES,
  destinationUrlProblem,
  maskBotToken,
  maskSecret,
  maskUrl,
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_CHAT_ID,
} from "./alert-destinations";
import { NotificationChannelType as Type } from "./enums";

// A webhook token in Discord's shape (68 characters), made fresh each run: no secret literal in the repository.
const DISCORD_TOKEN = randomBytes(34).toString("hex");

describe("Telegram", () => {
  it.each(["110201543:AAHdqTcvCH1vGWJxfSe1ofSAs0K5PALDsaw", "7213808860:AAH1bjqpKKW3maRSPAxzIU-0v6xNuq2-NjM"])(
    "accepts the bot token %s",
    (token) => expect(TELEGRAM_BOT_TOKEN.test(token)).toBe(true),
  );

  it.each([
    "foo:AAH1bjqpKKW3maRSPAxzIU-0v6xNuq2-NjM",
    "110201543AAHdqTcvCH1vGWJxfSe1ofSAs0K5PALDsaw",
    "110201543:short",
    "110201543:AAHdqTcvCH1vGWJxfSe1ofSAs0K5PALDsaw/extra",
  ])("refuses %s", (token) => expect(TELEGRAM_BOT_TOKEN.test(token)).toBe(false));

  it("accepts numeric chat ids and public @usernames, nothing else", () => {
    for (const ok of ["987654321", "-1001234567890", "@feedscope_alerts"]) expect(TELEGRAM_CHAT_ID.test(ok)).toBe(true);
    for (const bad of ["", "@abc", "chat 1", "12.5", "@1abcde"]) expect(TELEGRAM_CHAT_ID.test(bad)).toBe(false);
  });
});

describe("destinationUrlProblem", () => {
  it.each([
    [Type.Discord, `https://discord.com/api/webhooks/1316513795635413012/${DISCORD_TOKEN}`],
    [Type.Discord, `https://discordapp.com/api/webhooks/318821398619357185/${DISCORD_TOKEN}`],
    [Type.Discord, `https://canary.discord.com/api/v10/webhooks/318821398619357185/${DISCORD_TOKEN}`],
    [Type.Slack, "https://hooks.slack.com/services/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"],
    [Type.Slack, "https://hooks.slack.com/triggers/T0123ABCD/5678901234567/abcdefabcdefabcdefabcdef12"],
    [Type.Lark, "https://open.larksuite.com/open-apis/bot/v2/hook/2f0a1b2c-3d4e-5f60-7182-93a4b5c6d7e8"],
    [Type.Lark, "https://open.feishu.cn/open-apis/bot/v2/hook/2f0a1b2c-3d4e-5f60-7182-93a4b5c6d7e8"],
    [Type.Webhook, "https://hooks.example.com/feedscope?team=4"],
  ])("accepts the real shape for type %i: %s", (type, url) => {
    expect(destinationUrlProblem(type, url)).toBeNull();
  });

  it.each([
    [Type.Discord, `http://discord.com/api/webhooks/1316513795635413012/${DISCORD_TOKEN}`, "discordUrl"],
    [Type.Discord, `https://discord.com.evil.example/api/webhooks/1316513795635413012/${DISCORD_TOKEN}`, "discordUrl"],
    [Type.Discord, "https://discord.com/api/webhooks/not-a-snowflake/token", "discordUrl"],
    [Type.Discord, "https://hooks.slack.com/services/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", "discordUrl"],
    [Type.Slack, "https://hooks.slack.com/services/TH7FEDVUH", "slackUrl"],
    [Type.Slack, "https://slack.com/services/TH7FEDVUH/B018WQN0D2Z/2tJ4SP8I4AzAy3ukoaTSny5L", "slackUrl"],
    [Type.Slack, "https://hooks.slack.com:8443/services/TH7FEDVUH/B018WQN0D2Z/2tJ4SP8I4AzAy3ukoaTSny5L", "slackUrl"],
    [Type.Lark, "https://open.larksuite.com/open-apis/bot/v1/hook/2f0a1b2c-3d4e", "larkUrl"],
    [Type.Lark, "https://open.larksuite.example/open-apis/bot/v2/hook/2f0a1b2c-3d4e-5f60", "larkUrl"],
    [Type.Webhook, "ftp://hooks.example.com/in", "webhookUrl"],
    [Type.Webhook, "not a url", "webhookUrl"],
    [Type.Webhook, "https://user:pass@hooks.example.com/in", "credentials"],
  ] as const)("refuses type %i %s", (type, url, message) => {
    expect(destinationUrlProblem(type, url)).toBe(DESTINATION_MESSAGES[message]);
  });
});

describe("masks", () => {
  it("keep only the last 4 characters of a secret", () => {
    expect(maskSecret("whsec_0123456789abcdef")).toBe("••••cdef");
    expect(maskBotToken("110201543:AAHdqTcvCH1vGWJxfSe1ofSAs0K5PALDsaw")).toBe("110201543:••••Dsaw");
  });

  it("hide a credential URL's token but keep where it goes", () => {
    const masked = maskUrl("https://hooks.slack.com/services/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");
    expect(masked).toBe("https://hooks.slack.com/services/TH7FEDVUH/B018WQN0D2Z/••••ny5L");
    expect(masked).not.toContain("2tJ4SP8I4AzAy3ukoaTS");
  });
});
