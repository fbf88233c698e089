// Which platform a host belongs to. Hosts are compared in lower case; any subdomain of a platform's main domain
// (www., m., music., gaming., us. …) reads as the main site, except the hosts below that only serve short links.
import type { PlatformName } from "../platforms";

export interface HostInfo {
  platform: PlatformName;
  /** "short": the host only serves short links (youtu.be/ID, vm.tiktok.com/CODE); "site": the platform's web site. */
  role: "site" | "short";
  /** The registrable domain, for messages and canonical URLs ("threads.net", "tiktokv.com"). */
  domain: string;
}

const SHORT_HOSTS: Record<string, HostInfo> = {
  "youtu.be": { platform: "youtube", role: "short", domain: "youtu.be" },
  "www.youtu.be": { platform: "youtube", role: "short", domain: "youtu.be" },
  "vm.tiktok.com": { platform: "tiktok", role: "short", domain: "tiktok.com" },
  "vt.tiktok.com": { platform: "tiktok", role: "short", domain: "tiktok.com" },
};

const SITE_DOMAINS: Record<string, PlatformName> = {
  "youtube.com": "youtube",
  "youtube-nocookie.com": "youtube",
  "youtubekids.com": "youtube",
  "tiktok.com": "tiktok",
  "tiktokv.com": "tiktok",
  "instagram.com": "instagram",
  "threads.net": "threads",
  "threads.com": "threads",
};

export function classifyHost(host: string): HostInfo | null {
  const short = SHORT_HOSTS[host];
  if (short) return short;
  for (const [domain, platform] of Object.entries(SITE_DOMAINS)) {
    if (host === domain || host.endsWith(`.${domain}`)) return { platform, role: "site", domain };
  }
  return null;
}
