// The one trusted client IP (issue 13 item 3, DESIGN.md section 10). Every per-IP limit keys on this function.
//
// Where the address comes from:
// - The socket's peer address, which the Node server copies into PEER_ADDRESS_HEADER for every request
//   (src/server/security/peer-address.ts, installed at server start; it overwrites whatever a client sent there).
//   Next's route handlers do not expose the socket, and the X-Forwarded-For that Next fills in from the socket is
//   only set when the client did not send one, so it cannot be trusted on its own.
// - X-Forwarded-For only when TRUST_PROXY_HOPS (default 0) says how many proxies in front of the app append to it:
//   the chain is read as [...X-Forwarded-For, peer] and the address that many hops from the right is used, so
//   anything a client wrote further left is ignored.
// Values are normalised (IPv6 forms, IPv4-mapped IPv6, ports and brackets stripped) and length-capped.
import "server-only";
import { isIP } from "node:net";
import { getEnv } from "../env";

export const PEER_ADDRESS_HEADER = "x-feedscope-peer";
/** No usable address: every such request shares one bucket, so it is never a way around a limit. */
export const UNKNOWN_IP = "unknown";

const MAX_HEADER_LENGTH = 2048;
const MAX_CHAIN = 32;

function expandIpv6(address: string): string | null {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return null;
  const parts = (text: string) => (text ? text.split(":") : []);
  let left = parts(head);
  let right = tail === undefined ? [] : parts(tail);
  // A dotted IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const convert = (groups: string[]) => {
    const last = groups.at(-1);
    if (last && isIP(last) === 4) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split(".").map(Number);
      return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    }
    return groups;
  };
  if (tail === undefined) left = convert(left);
  else right = convert(right);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16)).join(":");
}

/** One address in canonical form, or null when it is not an IP address. */
export function normalizeIp(raw: string): string | null {
  let text = raw.trim().slice(0, 100);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "").toLowerCase();
  const kind = isIP(text);
  if (kind === 4) return text.split(".").map(Number).join(".");
  if (kind !== 6) return null;
  const expanded = expandIpv6(text);
  if (!expanded) return null;
  const groups = expanded.split(":");
  // IPv4-mapped (::ffff:a.b.c.d) is the IPv4 client it maps.
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const hi = Number.parseInt(groups[6] ?? "0", 16);
    const lo = Number.parseInt(groups[7] ?? "0", 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return compressIpv6(groups);
}

function compressIpv6(groups: string[]): string {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== "0") {
      i += 1;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === "0") j += 1;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  if (best.start < 0) return groups.join(":");
  const left = groups.slice(0, best.start).join(":");
  const right = groups.slice(best.start + best.length).join(":");
  return `${left}::${right}`;
}

/**
 * The bucket a limit counts an address in: an IPv4 address as it is, an IPv6 address by its /64 prefix (one home or
 * cloud connection gets a whole /64, so keying on the full address would hand out endless fresh buckets).
 */
export function limitBucket(ip: string): string {
  if (!ip.includes(":")) return ip;
  const groups = expandIpv6(ip)?.split(":");
  if (!groups) return ip;
  return `${compressIpv6([...groups.slice(0, 4), "0", "0", "0", "0"])}/64`;
}

/** The client address of a request (as its limit bucket), from its headers and the trusted hop count. */
export function clientIpFromHeaders(headers: Headers, trustedHops: number = getEnv().trustProxyHops): string {
  const peer = normalizeIp(headers.get(PEER_ADDRESS_HEADER)?.slice(0, MAX_HEADER_LENGTH) ?? "");
  if (trustedHops <= 0) return peer ? limitBucket(peer) : UNKNOWN_IP;
  // Cut from the left: the trusted proxies append on the right, so padding the header must not push their entries
  // out (a cut from the right would let a client pick its own address).
  const forwarded = (headers.get("x-forwarded-for") ?? "").slice(-MAX_HEADER_LENGTH).split(",").slice(-MAX_CHAIN);
  const chain = [...forwarded.map((entry) => normalizeIp(entry)), peer];
  const index = chain.length - 1 - trustedHops;
  // Fewer entries than trusted proxies: the leftmost one is as far as the chain goes.
  const picked = chain[Math.max(0, index)];
  return picked ? limitBucket(picked) : UNKNOWN_IP;
}
