// Turns pasted text into either a link (host, path segments, query) or a bare token (@handle, channel id…).
// Tolerates surrounding spaces and newlines, a missing scheme, http://, uppercase hosts, and share texts from the
// apps ("Check out this video! https://vm.tiktok.com/ZM…/"), where the first link wins.
import { classifyHost, type HostInfo } from "./hosts";
import { emptyInput, unrecognized, unsupportedSite } from "./messages";

export interface LinkParts {
  /** Lowercase, without a trailing dot: "m.youtube.com". */
  host: string;
  site: HostInfo;
  /** Path segments, percent-decoded, in the case they were typed (ids are case-sensitive). */
  segments: string[];
  query: URLSearchParams;
}

export type Reading = { type: "link"; link: LinkParts } | { type: "bare"; token: string };

const SCHEME = /^([a-z][a-z\d+.-]*):\/\//i;
/** A host-looking start: labels joined by dots, an optional port. */
const HOST_PREFIX = /^[a-z\d-]+(?:\.[a-z\d-]+)+\.?(?::\d+)?$/i;

function hostPart(token: string): string {
  return token.replace(SCHEME, "").replace(/^\/\//, "").split(/[/?#]/, 1)[0] ?? "";
}

/** A token that names a site: it has a scheme, or starts with a known host, or a host followed by a path. */
function isLinkToken(token: string): boolean {
  if (SCHEME.test(token) || token.startsWith("//")) return true;
  const host = hostPart(token);
  if (!HOST_PREFIX.test(host)) return false;
  return classifyHost(normalizeHost(host)) !== null || token.length > host.length;
}

function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/** Share texts wrap links in brackets or quotes and end sentences after them. */
function stripWrapping(token: string): string {
  return token.replace(/^[(<"'“‘[]+/, "").replace(/[)>"'”’\],.;:!?]+$/, "");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseLink(token: string): LinkParts {
  const scheme = SCHEME.exec(token)?.[1]?.toLowerCase();
  if (scheme && scheme !== "http" && scheme !== "https") throw unrecognized();
  const absolute = scheme ? token : `https://${token.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    throw unrecognized();
  }
  const host = normalizeHost(url.hostname);
  const site = classifyHost(host);
  if (!site) throw unsupportedSite(host);
  const segments = url.pathname.split("/").filter(Boolean).map(safeDecode);
  return { host, site, segments, query: url.searchParams };
}

export function readText(text: string): Reading {
  const trimmed = text.trim();
  if (!trimmed) throw emptyInput();
  const tokens = trimmed.split(/\s+/);
  if (tokens.length === 1) {
    return isLinkToken(trimmed) ? { type: "link", link: parseLink(trimmed) } : { type: "bare", token: trimmed };
  }
  // Several words: a share text. Use its first link; words without a link are not something we can read.
  const link = tokens.map(stripWrapping).find(isLinkToken);
  if (!link) throw unrecognized();
  return { type: "link", link: parseLink(link) };
}
