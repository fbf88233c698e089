// Each channel's request for one fixed message, against requests written out by hand from the services' documents
// (Telegram sendMessage, Discord execute webhook, Slack Block Kit, Lark interactive card with its signature,
// Feedscope's signed webhook, the email), and each digest kept within its service's limits.
import { describe, expect, it } from "vitest";
import { alertText } from "./alert-text";
import { DISCORD_EMBED_TOTAL, DISCORD_MAX_EMBEDS, discordRequest } from "./discord-format";
import { alertEmail } from "./email-format";
import { LARK_BODY_LIMIT_BYTES, larkRequest } from "./lark-format";
import { SLACK_MAX_ITEMS, slackRequest } from "./slack-format";
import { TELEGRAM_TEXT_LIMIT, telegramRequest } from "./telegram-format";
import { manyItems, sampleMessage } from "./test/test-message";
import { webhookRequest } from "./webhook-format";

const en = await alertText("en");
const NOW = 1764093600;
const JSON_HEADERS = { "content-type": "application/json" };

describe("Telegram sendMessage", () => {
  it("posts HTML text with every name escaped to /bot<token>/sendMessage", () => {
    const request = telegramRequest(
      "https://api.telegram.org",
      { botToken: "123:ABC", chatId: "-100200" },
      sampleMessage(),
      en,
    );
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://api.telegram.org/bot123:ABC/sendMessage");
    expect(request.headers).toEqual(JSON_HEADERS);
    expect(JSON.parse(request.body)).toEqual({
      chat_id: "-100200",
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      text: [
        "<b>Alert: Launch &lt;views&gt; &amp; co</b>\nViews reached 100,000",
        '<a href="https://www.tiktok.com/@a/video/1?x=1&amp;y=2">Teaser &quot;one&quot; &lt;b&gt;</a> · TikTok\nViews: 120,400 (was 98,000)',
        '<a href="https://www.youtube.com/@b">B channel</a> · YouTube\nViews: 100,000',
        '<a href="https://app.feedscope.test/dashboard/alerts/rule/">Open alerts</a>',
      ].join("\n\n"),
    });
  });

  it("marks a test message and states an increment rule", () => {
    const message = sampleMessage({
      event: "alert.test",
      rule: { id: 3, name: "Growth", metric: 2, calculation: 1, threshold: 500 },
      items: [],
    });
    const { text } = JSON.parse(telegramRequest("https://t.test", { botToken: "1:x", chatId: "5" }, message, en).body);
    expect(text).toBe(
      "<b>Test alert: Growth</b>\n<i>This is a test message from Feedscope: no threshold was crossed.</i>\nLikes grew by at least 500 in one cycle\n\n" +
        '<a href="https://app.feedscope.test/dashboard/alerts/rule/">Open alerts</a>',
    );
  });

  it("keeps a 300-item digest within 4096 characters and says how many were left out", () => {
    const message = sampleMessage({ items: manyItems(300) });
    const { text } = JSON.parse(telegramRequest("https://t.test", { botToken: "1:x", chatId: "5" }, message, en).body);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const shown = (text.match(/instagram\.com\/reel\//g) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(300);
    expect(text).toContain(`and ${300 - shown} more`);
    expect(text.endsWith('<a href="https://app.feedscope.test/dashboard/alerts/rule/">Open alerts</a>')).toBe(true);
  });
});

describe("Discord execute webhook", () => {
  it("posts one embed per item with mentions off", () => {
    const url = "https://discord.com/api/webhooks/111/tok";
    const request = discordRequest(url, sampleMessage(), en);
    expect(request.url).toBe(url);
    expect(request.headers).toEqual(JSON_HEADERS);
    expect(JSON.parse(request.body)).toEqual({
      content: "**Alert: Launch <views> & co**",
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Teaser "one" <b>',
          url: "https://www.tiktok.com/@a/video/1?x=1&y=2",
          description: "Views: 120,400 (was 98,000)\nTikTok",
          color: 0x4f46e5,
          footer: { text: "Views reached 100,000" },
          timestamp: "2026-11-25T18:00:00.000Z",
          thumbnail: { url: "https://p16.example.com/t.jpg" },
        },
        {
          title: "B channel",
          url: "https://www.youtube.com/@b",
          description: "Views: 100,000\nYouTube",
          color: 0x4f46e5,
          footer: { text: "Views reached 100,000" },
          timestamp: "2026-11-25T18:00:00.000Z",
        },
      ],
    });
  });

  it("escapes markdown in the rule name", () => {
    const message = sampleMessage({ rule: { ...sampleMessage().rule, name: "*big* _launch_ `x`" }, items: [] });
    expect(JSON.parse(discordRequest("https://d.test", message, en).body).content).toBe(
      "**Alert: \\*big\\* \\_launch\\_ \\`x\\`**",
    );
  });

  it("shows at most 10 embeds within 6000 characters and counts the rest", () => {
    const body = JSON.parse(discordRequest("https://d.test", sampleMessage({ items: manyItems(25) }), en).body);
    expect(body.embeds).toHaveLength(DISCORD_MAX_EMBEDS);
    const total = body.embeds.reduce(
      (sum: number, e: { title: string; description: string; footer: { text: string } }) =>
        sum + e.title.length + e.description.length + e.footer.text.length,
      0,
    );
    expect(total).toBeLessThanOrEqual(DISCORD_EMBED_TOTAL);
    expect(body.embeds.every((e: { title: string }) => e.title.length <= 256)).toBe(true);
    expect(body.content).toBe("**Alert: Launch <views> & co**\nand 15 more");
  });
});

describe("Slack incoming webhook", () => {
  it("posts Block Kit blocks and an escaped text fallback", () => {
    const url = "https://hooks.slack.com/services/T1/B2/xyz";
    const request = slackRequest(url, sampleMessage(), en);
    expect(request.url).toBe(url);
    expect(request.headers).toEqual(JSON_HEADERS);
    expect(JSON.parse(request.body)).toEqual({
      text: "Alert: Launch &lt;views&gt; &amp; co: Views reached 100,000",
      blocks: [
        { type: "header", text: { type: "plain_text", text: "Alert: Launch <views> & co", emoji: true } },
        { type: "context", elements: [{ type: "mrkdwn", text: "Views reached 100,000" }] },
        {
          type: "section",
          text: {
            type: "mrkdwn",
            text: '*<https://www.tiktok.com/@a/video/1?x=1&amp;y=2|Teaser "one" &lt;b&gt;>*\nTikTok · Views: 120,400 (was 98,000)',
          },
          accessory: { type: "image", image_url: "https://p16.example.com/t.jpg", alt_text: 'Teaser "one" <b>' },
        },
        {
          type: "section",
          text: { type: "mrkdwn", text: "*<https://www.youtube.com/@b|B channel>*\nYouTube · Views: 100,000" },
        },
        {
          type: "actions",
          elements: [
            {
              type: "button",
              text: { type: "plain_text", text: "Open alerts" },
              url: "https://app.feedscope.test/dashboard/alerts/rule/",
            },
          ],
        },
      ],
    });
  });

  it("caps a digest well under 50 blocks and says how many were left out", () => {
    const body = JSON.parse(slackRequest("https://s.test", sampleMessage({ items: manyItems(60) }), en).body);
    expect(body.blocks.length).toBeLessThanOrEqual(50);
    expect(body.blocks.filter((b: { type: string }) => b.type === "section")).toHaveLength(SLACK_MAX_ITEMS);
    expect(body.blocks.at(-2)).toEqual({ type: "context", elements: [{ type: "mrkdwn", text: "and 40 more" }] });
    for (const block of body.blocks.filter((b: { type: string }) => b.type === "section")) {
      expect(block.text.text.length).toBeLessThanOrEqual(3000);
    }
  });
});

describe("Lark custom bot", () => {
  const url = "https://open.larksuite.com/open-apis/bot/v2/hook/abc";

  it("signs with timestamp and sign when the bot has a secret, and sends an interactive card", () => {
    const request = larkRequest({ url, secret: "s3cret" }, sampleMessage(), en, NOW);
    expect(request.url).toBe(url);
    expect(request.headers).toEqual(JSON_HEADERS);
    const plain = (content: string) => ({ tag: "plain_text", content });
    expect(JSON.parse(request.body)).toEqual({
      timestamp: "1764093600",
      // base64(HMAC-SHA256(key "1764093600\ns3cret", message "")), computed outside this code base
      sign: "jzrv2D0XcZPKsjLEhOK5uyLOrPWX5/yQBzspqtYHgMk=",
      msg_type: "interactive",
      card: {
        config: { wide_screen_mode: true },
        header: { title: plain("Alert: Launch <views> & co"), template: "orange" },
        elements: [
          { tag: "div", text: plain("Views reached 100,000") },
          {
            tag: "div",
            text: plain('Teaser "one" <b>\nTikTok · Views: 120,400 (was 98,000)'),
            extra: {
              tag: "button",
              text: plain("Open"),
              type: "default",
              url: "https://www.tiktok.com/@a/video/1?x=1&y=2",
            },
          },
          {
            tag: "div",
            text: plain("B channel\nYouTube · Views: 100,000"),
            extra: { tag: "button", text: plain("Open"), type: "default", url: "https://www.youtube.com/@b" },
          },
          {
            tag: "action",
            actions: [
              {
                tag: "button",
                text: plain("Open alerts"),
                type: "primary",
                url: "https://app.feedscope.test/dashboard/alerts/rule/",
              },
            ],
          },
        ],
      },
    });
  });

  it("sends no timestamp or sign without a secret", () => {
    const body = JSON.parse(larkRequest({ url, secret: null }, sampleMessage(), en, NOW).body);
    expect(body).not.toHaveProperty("timestamp");
    expect(body).not.toHaveProperty("sign");
    expect(body.msg_type).toBe("interactive");
  });

  it("keeps a 200-item digest under 20 KB with 'and N more'", () => {
    const request = larkRequest({ url, secret: null }, sampleMessage({ items: manyItems(200) }), en, NOW);
    expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(LARK_BODY_LIMIT_BYTES);
    const elements = JSON.parse(request.body).card.elements as { tag: string; elements?: { content: string }[] }[];
    const shown = elements.filter((e) => e.tag === "div").length - 1;
    expect(elements.find((e) => e.tag === "note")?.elements?.[0]?.content).toBe(`and ${200 - shown} more`);
  });
});

describe("signed webhook", () => {
  it("posts the issue's JSON with Feedscope-Signature and Feedscope-Event-Id", () => {
    const request = webhookRequest({ url: "https://example.com/hook", secret: "whsec_test" }, sampleMessage(), NOW);
    const raw =
      '{"event":"alert.triggered","id":"evt_81","created_at":"2026-11-25T18:00:00.000Z","team_id":7,' +
      '"rule":{"id":3,"name":"Launch <views> & co","metric":1,"calculation":2,"threshold":100000},' +
      '"items":[{"kind":"feed","id":42,"platform":"tiktok","url":"https://www.tiktok.com/@a/video/1?x=1&y=2",' +
      '"title":"Teaser \\"one\\" <b>","value":120400,"previous_value":98000,"threshold":100000},' +
      '{"kind":"channel","id":9,"platform":"youtube","url":"https://www.youtube.com/@b","title":"B channel",' +
      '"value":100000,"previous_value":null,"threshold":100000}]}';
    expect(request).toEqual({
      method: "POST",
      url: "https://example.com/hook",
      headers: {
        "content-type": "application/json",
        "user-agent": "Feedscope-Webhooks/1.0",
        // hex HMAC-SHA256("whsec_test", "1764093600." + raw), computed outside this code base
        "feedscope-signature": "t=1764093600,v1=901ac33fa42b084f785d6449d00733bb16c8acc6a8fd64176cfe900a6d8588c5",
        "feedscope-event-id": "evt_81",
      },
      body: raw,
    });
  });
});

describe("alert email", () => {
  it("is written in the recipient's language with thumbnail, numbers and links", async () => {
    const email = alertEmail(sampleMessage(), await alertText("de"));
    expect(email.subject).toBe("Alarm: Launch <views> & co");
    expect(email.text).toBe(
      [
        "Aufrufe erreichte 100.000",
        "",
        'Teaser "one" <b> (TikTok)',
        "Aufrufe: 120.400 (vorher 98.000)",
        "https://www.tiktok.com/@a/video/1?x=1&y=2",
        "",
        "B channel (YouTube)",
        "Aufrufe: 100.000",
        "https://www.youtube.com/@b",
        "",
        "Alarme öffnen: https://app.feedscope.test/dashboard/alerts/rule/",
        "",
        "Du erhältst diese E-Mail, weil diese Adresse in der Benachrichtigungsgruppe der Regel „Launch <views> & co“ in Feedscope steht.",
        "",
      ].join("\n"),
    );
    expect(email.html).toContain('<img src="https://p16.example.com/t.jpg" alt="Teaser &#34;one&#34; &#60;b&#62;"');
    expect(email.html).toContain('<a href="https://www.tiktok.com/@a/video/1?x=1&#38;y=2"');
    expect(email.html).toContain("Aufrufe: 120.400 (vorher 98.000)");
    expect(email.html).toContain("Alarm: Launch &#60;views&#62; &#38; co");
    expect(email.html).not.toContain("<views>");
    // the item without a thumbnail has no image
    expect(email.html.match(/<img /g)).toHaveLength(1);
  });

  it("falls back to English for an unknown locale and marks a test", async () => {
    const email = alertEmail(sampleMessage({ event: "alert.test", items: [] }), await alertText("xx"));
    expect(email.subject).toBe("Test alert: Launch <views> & co");
    expect(
      email.text.startsWith(
        "This is a test message from Feedscope: no threshold was crossed.\nViews reached 100,000\n",
      ),
    ).toBe(true);
  });
});
