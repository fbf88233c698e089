// The trusted client IP: X-Forwarded-For only through TRUST_PROXY_HOPS, normalised and capped values. Expected
// addresses are written out by hand from RFC 4291 / RFC 5952 forms.
import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { clientIpFromHeaders, limitBucket, normalizeIp, PEER_ADDRESS_HEADER, UNKNOWN_IP } from "./client-ip";
import { installPeerAddressHeader } from "./peer-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("normalizeIp", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9:51234 ", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:cb00:7109", "203.0.113.9"],
    ["[2001:DB8:0:0:0:0:0:1]:443", "2001:db8::1"],
    ["2001:0db8:0000:0000:0001:0000:0000:0001", "2001:db8::1:0:0:1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("%s -> %s", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it.each(["", "unknown", "999.1.1.1", "1.2.3", "2001:db8::1::2", "<script>", "a".repeat(5000)])(
    "refuses %s",
    (raw) => {
      expect(normalizeIp(raw)).toBeNull();
    },
  );
});

describe("clientIpFromHeaders", () => {
  it("uses the socket address and ignores X-Forwarded-For and X-Real-IP without trusted hops", () => {
    const h = headers({
      [PEER_ADDRESS_HEADER]: "::ffff:198.51.100.4",
      "x-forwarded-for": "1.1.1.1",
      "x-real-ip": "2.2.2.2",
    });
    expect(clientIpFromHeaders(h, 0)).toBe("198.51.100.4");
  });

  it("answers one shared 'unknown' bucket when there is no usable address", () => {
    expect(clientIpFromHeaders(headers({ "x-forwarded-for": "1.1.1.1" }), 0)).toBe(UNKNOWN_IP);
    expect(clientIpFromHeaders(headers({ [PEER_ADDRESS_HEADER]: "garbage" }), 0)).toBe(UNKNOWN_IP);
  });

  it("takes the address the trusted number of hops from the right, whatever the client put on the left", () => {
    const h = headers({
      [PEER_ADDRESS_HEADER]: "10.0.0.2",
      "x-forwarded-for": "6.6.6.6, 7.7.7.7, 203.0.113.50, 10.0.0.1",
    });
    expect(clientIpFromHeaders(h, 1)).toBe("10.0.0.1");
    expect(clientIpFromHeaders(h, 2)).toBe("203.0.113.50");
    expect(clientIpFromHeaders(h, 3)).toBe("7.7.7.7");
    // More trusted hops than entries: the leftmost entry is as far as the chain goes.
    expect(clientIpFromHeaders(h, 9)).toBe("6.6.6.6");
  });

  it("normalises the picked entry and caps a huge header", () => {
    const forged = `${"9.9.9.9, ".repeat(2000)}[2001:db8::7]:8080`;
    const h = headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": forged });
    // The header is cut to its last 2 KB: padding cannot push out the entry the trusted proxy appended on the right,
    // and an IPv6 client is counted by its /64.
    expect(clientIpFromHeaders(h, 1)).toBe("2001:db8::/64");
    const short = headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "[2001:db8::7]:8080" });
    expect(clientIpFromHeaders(short, 1)).toBe("2001:db8::/64");
    // Padding the left with a forged address of the client's choosing changes nothing.
    const padded = headers({
      [PEER_ADDRESS_HEADER]: "10.0.0.2",
      "x-forwarded-for": `6.6.6.6, ${"a".repeat(3000)}, 198.51.100.23`,
    });
    expect(clientIpFromHeaders(padded, 1)).toBe("198.51.100.23");
  });

  it("counts IPv6 clients by their /64 and IPv4 clients by their address", () => {
    expect(limitBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limitBucket("2001:db8:1:2::9")).toBe(limitBucket("2001:db8:1:2:ffff::1"));
    expect(limitBucket("2001:db8:1:3::9")).not.toBe(limitBucket("2001:db8:1:2::9"));
    expect(limitBucket("::1")).toBe("::/64");
    expect(limitBucket("203.0.113.9")).toBe("203.0.113.9");
    const peerOnly = headers({ [PEER_ADDRESS_HEADER]: "2001:db8:5:6:1:2:3:4" });
    expect(clientIpFromHeaders(peerOnly, 0)).toBe("2001:db8:5:6::/64");
  });
});

describe("installPeerAddressHeader", () => {
  const server = http.createServer((request, response) => {
    response.end(String(request.headers[PEER_ADDRESS_HEADER]));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("stamps the socket address on every request, replacing what a client sent in that header", async () => {
    installPeerAddressHeader();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" },
    });
    expect(await response.text()).toBe("127.0.0.1");
  });
});
