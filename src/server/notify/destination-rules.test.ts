// The one host rule of alert destinations (destination-rules.ts), asked when a group is saved and before each send:
// each channel only at its own hosts or its configured base URL, webhooks at any public https host, never a
// private, loopback, link-local or metadata address or an internal name unless OUTBOUND_ALLOW_HOSTS names the
// host:port. The expectations are written from issue 16 item 4 and the README, not from the code.
import { afterEach, describe, expect, it } from "vitest";
import { parseAllowHosts } from "../security/outbound-rules";
import { destinationUrlRefusal, type HttpDestinationType, httpDestinationTypeOf } from "./destination-rules";

const saved = { ...process.env };
afterEach(() => {
  for (const key of ["DISCORD_API_BASE_URL", "OUTBOUND_ALLOW_HOSTS"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

const none = parseAllowHosts("");

describe("destinationUrlRefusal", () => {
  it.each<[HttpDestinationType, string]>([
    ["discord", "https://discord.com/api/webhooks/1/abc"],
    ["discord", "https://canary.discordapp.com/api/webhooks/1/abc"],
    ["slack", "https://hooks.slack.com/services/T1/B2/xyz"],
    ["lark", "https://open.larksuite.com/open-apis/bot/v2/hook/abc"],
    ["lark", "https://open.feishu.cn/open-apis/bot/v2/hook/abc"],
    ["telegram", "https://api.telegram.org/bot1:x/sendMessage"],
    ["webhook", "https://hooks.example.com/in"],
    ["webhook", "https://93.184.216.34:8443/in"],
  ])("lets %s reach %s", (type, url) => {
    expect(destinationUrlRefusal(type, url, none)).toBeNull();
  });

  it.each<[HttpDestinationType, string, string]>([
    ["webhook", "http://hooks.example.com/in", "Only https"],
    ["webhook", "ftp://hooks.example.com/in", "Only https"],
    ["webhook", "http://10.0.0.1/", "Only https"],
    ["webhook", "https://10.0.0.1/hook", "private, loopback, link-local or metadata"],
    ["webhook", "https://169.254.169.254/latest/meta-data/", "private, loopback, link-local or metadata"],
    ["webhook", "https://127.0.0.1/", "private, loopback, link-local or metadata"],
    ["webhook", "https://[::1]:8443/hook", "private, loopback, link-local or metadata"],
    ["webhook", "https://localhost/hook", "local or internal name"],
    ["webhook", "https://metadata.google.internal/computeMetadata/v1/", "local or internal name"],
    ["webhook", "https://printer.local/", "local or internal name"],
    ["webhook", "https://metadata/hook", "not a public host name"],
    ["webhook", "not a url", "valid URL"],
    ["discord", "https://evil.example/api/webhooks/1/abc", "is not one of its hosts"],
    ["slack", "https://hooks.slack.com.evil.example/services/T1/B2/x", "is not one of its hosts"],
    ["lark", "https://discord.com/open-apis/bot/v2/hook/abc", "is not one of its hosts"],
    ["telegram", "https://api.telegram.org.evil.example/bot1:x/sendMessage", "is not one of its hosts"],
  ])("refuses %s at %s, saying why", (type, url, why) => {
    expect(destinationUrlRefusal(type, url, none)).toContain(why);
  });

  it("lets OUTBOUND_ALLOW_HOSTS name an internal host, only at that port", () => {
    const allow = parseAllowHosts("127.0.0.1:8765,localhost:9000");
    expect(destinationUrlRefusal("webhook", "http://127.0.0.1:8765/in", allow)).toBeNull();
    expect(destinationUrlRefusal("webhook", "https://localhost:9000/in", allow)).toBeNull();
    expect(destinationUrlRefusal("webhook", "http://127.0.0.1:8766/in", allow)).toContain("Only https");
    expect(destinationUrlRefusal("webhook", "https://localhost/in", allow)).toContain("local or internal name");
    // An allowed internal host does not open a chat channel to it: the channel's own hosts still apply.
    expect(destinationUrlRefusal("discord", "http://127.0.0.1:8765/api/webhooks/1/x", allow)).toContain(
      "is not one of its hosts",
    );
  });

  it("reads OUTBOUND_ALLOW_HOSTS and the configured base URL when not handed a list", () => {
    process.env.DISCORD_API_BASE_URL = "http://127.0.0.1:4555";
    process.env.OUTBOUND_ALLOW_HOSTS = "";
    expect(destinationUrlRefusal("discord", "http://127.0.0.1:4555/api/webhooks/1/x")).toBeNull();
    expect(destinationUrlRefusal("discord", "http://127.0.0.1:4556/api/webhooks/1/x")).toContain(
      "is not one of its hosts",
    );
    expect(destinationUrlRefusal("webhook", "http://127.0.0.1:4600/in")).toContain("Only https");
    process.env.OUTBOUND_ALLOW_HOSTS = "127.0.0.1:4600";
    expect(destinationUrlRefusal("webhook", "http://127.0.0.1:4600/in")).toBeNull();
  });
});

describe("httpDestinationTypeOf", () => {
  it("names every HTTP channel type by its spec number and none for email or unknown numbers", () => {
    expect([2, 5, 6, 7, 8].map(httpDestinationTypeOf)).toEqual(["lark", "telegram", "discord", "webhook", "slack"]);
    expect(httpDestinationTypeOf(1)).toBeNull();
    expect(httpDestinationTypeOf(3)).toBeNull();
  });
});
