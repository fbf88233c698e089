// Which IP addresses an outbound request may connect to (issue 13 item 5, DESIGN.md section 10 "Outbound
// requests"): public unicast only. Loopback, private, link-local (cloud metadata 169.254.169.254 among them), CGNAT,
// unique-local IPv6 (fd00:ec2::254, the EC2 IPv6 metadata address, is one), multicast, documentation and other
// reserved ranges are refused, and so are IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4), since they
// can reach the same hosts.
import "server-only";
import { BlockList, isIP } from "node:net";

// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules as IPv4-mapped, so one list holding
// ::ffff:0:0/96 would refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (100.100.100.200 is a cloud metadata address)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const IPV6_RANGES: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local (fd00:ec2::254 metadata)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) blockedV4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) blockedV6.addSubnet(network, prefix, "ipv6");

/** The bare address of a URL hostname: `[::1]` → `::1`. */
export function bareAddress(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/** True only for a syntactically valid IP address outside every refused range. */
export function isPublicAddress(address: string): boolean {
  const bare = bareAddress(address).split("%")[0] ?? "";
  const family = isIP(bare);
  if (family === 4) return !blockedV4.check(bare, "ipv4");
  if (family === 6) return !blockedV6.check(bare, "ipv6");
  return false;
}

export function isLoopbackHost(hostname: string): boolean {
  const bare = bareAddress(hostname).toLowerCase();
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1";
}
