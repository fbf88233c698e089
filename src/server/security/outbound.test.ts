// The outbound guard against a loopback server: every refusal (scheme, host, IP literal, name resolving to a
// non-public address, redirect off the purpose's hosts) happens before a connection, and the two operator-set
// exceptions (a loopback base URL, OUTBOUND_ALLOW_HOSTS) do reach the server. Names are resolved by an injected
// resolver, never by real DNS, and nothing is sent anywhere but 127.0.0.1.
import type { LookupAddress } from "node:dns";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOutboundFetch, OutboundRefusedError } from "./outbound";
import { isPublicAddress } from "./outbound-address";
import { parseAllowHosts } from "./outbound-rules";
import { guardedLookup } from "./outbound-transport";

let server: http.Server;
let base = "";
let port = 0;
let hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/loop") {
      res.writeHead(302, { location: "/loop" });
      res.end();
      return;
    }
    const location = new URL(req.url ?? "/", "http://x").searchParams.get("to");
    if (location) {
      res.writeHead(302, { location });
      res.end();
      return;
    }
    res.end(`hello ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
});
afterEach(() => {
  process.env.OUTBOUND_ALLOW_HOSTS = "";
});

/** A resolver from a table; unknown names fail like NXDOMAIN. Records every name asked. */
function resolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`no such name ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, asked };
}

async function refusal(promise: Promise<unknown>): Promise<OutboundRefusedError> {
  const error = await promise.then(
    () => new Error("the request was not refused"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return error as OutboundRefusedError;
}

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "172.15.255.255", "2606:4700::1111"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("createOutboundFetch", () => {
  it("refuses plain http and other schemes before resolving anything", async () => {
    const dns = resolver({ "api.example.com": ["93.184.216.34"] });
    const fetch = createOutboundFetch({ purpose: "webhooks", hosts: "any" }, { resolve: dns.resolve });
    expect((await refusal(fetch("http://api.example.com/hook"))).reason).toBe("scheme");
    expect((await refusal(fetch("ftp://api.example.com/hook"))).reason).toBe("scheme");
    expect((await refusal(fetch("file:///etc/passwd"))).reason).toBe("scheme");
    expect(dns.asked).toEqual([]);
  });

  it("refuses hosts that are not the purpose's own", async () => {
    const dns = resolver({});
    const fetch = createOutboundFetch({ purpose: "tiktok-web", hosts: ["tiktok.com"] }, { resolve: dns.resolve });
    expect((await refusal(fetch("https://evil.example/@x"))).reason).toBe("host");
    // A suffix is not a subdomain.
    expect((await refusal(fetch("https://eviltiktok.com/@x"))).reason).toBe("host");
    expect((await refusal(fetch("https://tiktok.com.evil.example/@x"))).reason).toBe("host");
    expect(dns.asked).toEqual([]);
  });

  it.each([
    "https://127.0.0.1/",
    `https://127.0.0.1:${1}/`,
    "https://[::1]/",
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00:ec2::254]/latest/meta-data/",
    "https://100.64.0.1/",
    "https://10.0.0.1/",
    "https://192.168.0.10/",
    "https://[::ffff:127.0.0.1]/",
    "https://2130706433/",
    "https://0x7f.1/",
  ])("refuses the IP literal %s", async (url) => {
    const dns = resolver({});
    const fetch = createOutboundFetch({ purpose: "webhooks", hosts: "any" }, { resolve: dns.resolve });
    expect((await refusal(fetch(url))).reason).toBe("address");
    expect(dns.asked).toEqual([]);
  });

  it("refuses a name that resolves to a non-public address when the socket connects", async () => {
    const dns = resolver({
      "metadata.example": ["169.254.169.254"],
      "loop.example": ["127.0.0.1"],
      "mixed.example": ["93.184.216.34", "10.0.0.7"],
      "six.example": ["fd00:ec2::254"],
    });
    const fetch = createOutboundFetch({ purpose: "webhooks", hosts: "any" }, { resolve: dns.resolve });
    for (const name of ["metadata.example", "loop.example", "mixed.example", "six.example"]) {
      expect((await refusal(fetch(`https://${name}:${port}/`))).reason).toBe("address");
    }
    expect(dns.asked).toEqual(["metadata.example", "loop.example", "mixed.example", "six.example"]);
    expect(hits).toEqual([]);
  });

  it("checks every lookup, so a name that turns private after a first public answer is caught (DNS rebinding)", async () => {
    let calls = 0;
    const lookup = guardedLookup(async () => {
      calls += 1;
      return [{ address: calls === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    });
    const first = await new Promise<{ error: unknown; address: unknown }>((resolve) =>
      lookup("rebind.example", { all: true }, (error, address) => resolve({ error, address })),
    );
    expect(first.error).toBeNull();
    expect(first.address).toEqual([{ address: "93.184.216.34", family: 4 }]);
    const second = await new Promise<unknown>((resolve) =>
      lookup("rebind.example", { all: true }, (error) => resolve(error)),
    );
    expect(second).toBeInstanceOf(OutboundRefusedError);
  });

  it("reaches a loopback base URL the operator configured, over http, and only that origin", async () => {
    const fetch = createOutboundFetch({ purpose: "youtube-data-api", hosts: ["googleapis.com"], baseUrls: [base] });
    const response = await fetch(`${base}/youtube/v3/channels`);
    expect(await response.text()).toBe("hello /youtube/v3/channels");
    expect(response.url).toBe(`${base}/youtube/v3/channels`);
    // Same address, another port: not configured, so refused.
    expect((await refusal(fetch(`http://127.0.0.1:${port + 1}/`))).reason).toBe("host");
    expect(hits).toEqual(["/youtube/v3/channels"]);
  });

  it("follows redirects by hand only onto the purpose's hosts", async () => {
    const fetch = createOutboundFetch({ purpose: "tiktok-web", hosts: ["tiktok.com"], baseUrls: [base] });
    const inside = await fetch(`${base}/start?to=${encodeURIComponent("/landed")}`);
    expect(await inside.text()).toBe("hello /landed");
    expect(inside.redirected).toBe(true);

    const offsite = `${base}/start?to=${encodeURIComponent("https://evil.example/")}`;
    expect((await refusal(fetch(offsite))).reason).toBe("host");
    const metadata = `${base}/start?to=${encodeURIComponent("https://169.254.169.254/")}`;
    expect((await refusal(fetch(metadata))).reason).toBe("host");

    const manual = await fetch(offsite, { redirect: "manual" });
    expect(manual.status).toBe(302);
    expect(manual.headers.get("location")).toBe("https://evil.example/");
  });

  it("stops an endless redirect chain", async () => {
    const fetch = createOutboundFetch({ purpose: "tiktok-web", hosts: [], baseUrls: [base] });
    expect((await refusal(fetch(`${base}/loop`))).reason).toBe("redirect");
    expect(hits).toHaveLength(6);
  });

  it("lets OUTBOUND_ALLOW_HOSTS reach a named internal server over http, and nothing else", async () => {
    const dns = resolver({ "internal.example": ["127.0.0.1"] });
    const fetch = createOutboundFetch({ purpose: "webhooks", hosts: "any" }, { resolve: dns.resolve });
    const url = `http://internal.example:${port}/hook`;
    expect((await refusal(fetch(url))).reason).toBe("scheme");

    process.env.OUTBOUND_ALLOW_HOSTS = `other.example:${port}, internal.example:${port + 1}`;
    expect((await refusal(fetch(url))).reason).toBe("scheme");

    process.env.OUTBOUND_ALLOW_HOSTS = `other.example:${port},internal.example:${port}`;
    expect(await (await fetch(url)).text()).toBe("hello /hook");
    expect(hits).toEqual(["/hook"]);
    // The allowed name does not open its address to other names.
    const other = createOutboundFetch(
      { purpose: "webhooks", hosts: "any" },
      { resolve: resolver({ "sneaky.example": ["127.0.0.1"] }).resolve },
    );
    expect((await refusal(other(`https://sneaky.example:${port}/`))).reason).toBe("address");
  });

  it("reads host:port entries, IPv6 in brackets, and ignores entries without a port", () => {
    expect(parseAllowHosts(" Internal.Example:8080 ,[::1]:9000,noport, bad host:1,")).toEqual([
      { hostname: "internal.example", port: "8080" },
      { hostname: "::1", port: "9000" },
    ]);
  });
});
