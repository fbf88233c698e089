// The one guard every request to the outside goes through (issue 13 item 5, DESIGN.md section 10 "Outbound
// requests"): platform sources, share links and, later, alert webhooks. Each purpose gets a fetch-like function
// bound to its rules (outbound-rules.ts). Redirects are never left to the HTTP client: with `redirect: "manual"`
// the 3xx answer goes back to the caller (share links follow their hops through this same guard), otherwise the
// guard follows at most MAX_REDIRECTS hops itself, each one vetted like the first request. Addresses are checked
// when the socket connects (outbound-transport.ts).
import "server-only";
import { getEnv } from "../env";
import { type AllowedHost, OutboundRefusedError, type OutboundRules, parseAllowHosts, vetUrl } from "./outbound-rules";
import { type Agents, createAgents, type Resolver, send, systemResolver } from "./outbound-transport";

export type { OutboundRules } from "./outbound-rules";
export { OutboundRefusedError } from "./outbound-rules";

export const MAX_REDIRECTS = 5;

export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface OutboundDeps {
  /** Tests resolve names without real DNS. */
  resolve: Resolver;
  /** OUTBOUND_ALLOW_HOSTS, read on every request so a test can change it. */
  allowHosts: () => readonly AllowedHost[];
}

const defaultDeps: OutboundDeps = {
  resolve: systemResolver,
  allowHosts: () => parseAllowHosts(getEnv().outboundAllowHosts),
};

function redirectTarget(response: Response, from: URL): URL | null {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) return null;
  return URL.canParse(location, from) ? new URL(location, from) : null;
}

/** A Response built by hand has no URL; callers read where they landed (TikTok's /login) as with fetch. */
function withUrl(response: Response, url: URL, redirected: boolean): Response {
  Object.defineProperty(response, "url", { value: url.href });
  Object.defineProperty(response, "redirected", { value: redirected });
  return response;
}

/** Connection pools on the system resolver, shared by every guard (share links build one per request). */
let systemAgents: Agents | null = null;

function sharedSystemAgents(): Agents {
  systemAgents ??= createAgents(systemResolver);
  return systemAgents;
}

export function createOutboundFetch(rules: OutboundRules, deps: Partial<OutboundDeps> = {}): OutboundFetch {
  const { resolve, allowHosts } = { ...defaultDeps, ...deps };
  const agents = deps.resolve ? createAgents(resolve) : sharedSystemAgents();

  return async function outboundFetch(input, init = {}) {
    let url = new URL(input);
    let request: RequestInit = { ...init };
    for (let hops = 0; ; hops += 1) {
      const verdict = vetUrl(url, rules, allowHosts());
      const response = await send(url, request, agents, verdict.checkAddress);
      const next = redirectTarget(response, url);
      if (!next || init.redirect === "manual") return withUrl(response, url, hops > 0);
      await response.body?.cancel();
      if (init.redirect === "error" || hops >= MAX_REDIRECTS) {
        throw new OutboundRefusedError("redirect", `${rules.purpose}: too many redirects or redirects not allowed`);
      }
      // 303, and 301/302 after a POST, turn into a GET without a body, as browsers and fetch do.
      const method = (request.method ?? "GET").toUpperCase();
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
        request = { ...request, method: "GET", body: undefined };
      }
      // Credentials stay with the origin they were meant for.
      if (next.origin !== url.origin) {
        const headers = new Headers(request.headers);
        headers.delete("authorization");
        headers.delete("cookie");
        request = { ...request, headers };
      }
      url = next;
    }
  };
}
