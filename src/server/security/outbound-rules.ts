// Whether a URL may be requested for a purpose, before any connection (issue 13 item 5): the purpose's own hosts
// only (a platform's API and share hosts; "any" for destinations people enter, such as webhooks), https only, no
// IP literal outside the public unicast ranges. Two exceptions, both set by the operator: the loopback base URLs a
// test configures (YOUTUBE_API_BASE_URL=http://127.0.0.1:port …) and OUTBOUND_ALLOW_HOSTS, a comma-separated list
// of host:port that a self-hosted installation may reach over http or https whatever their addresses.
import "server-only";
import { isIP } from "node:net";
import { bareAddress, isLoopbackHost, isPublicAddress } from "./outbound-address";

export interface OutboundRules {
  /** What the requests are for, in messages: "youtube-data-api", "tiktok-share-links"… */
  purpose: string;
  /** Hosts this purpose may reach, each with its subdomains ("tiktok.com" covers vm.tiktok.com); "any" for webhooks. */
  hosts: readonly string[] | "any";
  /** Base URLs configured for this purpose; their hosts are allowed, and a loopback one over http without checks. */
  baseUrls?: readonly string[];
}

export interface AllowedHost {
  hostname: string;
  port: string;
}

export type RefusalReason = "scheme" | "host" | "address" | "redirect";

export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = "OutboundRefusedError";
  }
}

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** `OUTBOUND_ALLOW_HOSTS`: `host:port` entries (`[::1]:8080` for IPv6); entries without a port are ignored. */
export function parseAllowHosts(value: string): AllowedHost[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const match = /^(\[[0-9a-f:.]+\]|[^:[\]\s/]+):(\d{1,5})$/i.exec(entry);
      if (!match?.[1] || !match[2]) return [];
      return [{ hostname: bareAddress(match[1]).toLowerCase(), port: String(Number(match[2])) }];
    });
}

function hostMatches(hostname: string, allowed: string): boolean {
  const host = allowed.toLowerCase();
  return hostname === host || hostname.endsWith(`.${host}`);
}

function sameHostAndPort(url: URL, other: URL): boolean {
  return url.hostname === other.hostname && portOf(url) === portOf(other);
}

function parsedBaseUrls(rules: OutboundRules): URL[] {
  return (rules.baseUrls ?? []).flatMap((base) => (URL.canParse(base) ? [new URL(base)] : []));
}

export interface Verdict {
  /** Whether the addresses the hostname resolves to must be checked at connect time. */
  checkAddress: boolean;
}

/** Throws OutboundRefusedError when `url` may not be requested for this purpose. */
export function vetUrl(url: URL, rules: OutboundRules, allowHosts: readonly AllowedHost[]): Verdict {
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new OutboundRefusedError("scheme", `${rules.purpose}: only https URLs may be requested`);
  }
  const hostname = bareAddress(url.hostname).toLowerCase();
  const bases = parsedBaseUrls(rules);
  const ownHost =
    rules.hosts === "any" ||
    rules.hosts.some((allowed) => hostMatches(hostname, allowed)) ||
    bases.some((base) => sameHostAndPort(url, base));
  if (!ownHost) {
    throw new OutboundRefusedError("host", `${rules.purpose}: ${url.hostname} is not one of its hosts`);
  }
  if (allowHosts.some((entry) => entry.hostname === hostname && entry.port === portOf(url))) {
    return { checkAddress: false };
  }
  if (bases.some((base) => base.origin === url.origin && isLoopbackHost(base.hostname))) {
    return { checkAddress: false };
  }
  if (url.protocol !== "https:") {
    throw new OutboundRefusedError("scheme", `${rules.purpose}: only https URLs may be requested`);
  }
  if (isIP(hostname) !== 0 && !isPublicAddress(hostname)) {
    throw new OutboundRefusedError("address", `${rules.purpose}: ${url.hostname} is not a public address`);
  }
  return { checkAddress: true };
}
