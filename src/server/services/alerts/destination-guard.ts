// A destination URL is refused when the group is saved if the outbound guard would refuse to reach it
// (issue 16 item 4, src/server/security/outbound-rules.ts): https only, no IP literal outside the public unicast
// ranges (private, loopback, link-local and metadata addresses), unless OUTBOUND_ALLOW_HOSTS names its host:port.
// Names that only ever resolve inside a network (localhost, *.local, *.internal, single labels such as
// "metadata") are refused too: the guard would catch their addresses at connect time, but by then the group was
// saved with a destination that can never work. A public name that resolves to a private address is still stopped
// by the guard when a delivery connects.
import "server-only";
import { isIP } from "node:net";
import { getEnv } from "../../env";
import { bareAddress, isLoopbackHost } from "../../security/outbound-address";
import { OutboundRefusedError, parseAllowHosts, vetUrl } from "../../security/outbound-rules";

export const ALERT_OUTBOUND_PURPOSE = "alert-destinations";

const INTERNAL_SUFFIXES = [".local", ".localhost", ".internal", ".lan", ".home.arpa"];

/** Null when the guard would let a delivery try this URL, else the reason in words. */
export function outboundProblem(raw: string): string | null {
  if (!URL.canParse(raw)) return "Enter a valid URL";
  const url = new URL(raw);
  const allowHosts = parseAllowHosts(getEnv().outboundAllowHosts);
  try {
    vetUrl(url, { purpose: ALERT_OUTBOUND_PURPOSE, hosts: "any" }, allowHosts);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    if (error.reason === "scheme") return "Only https URLs can receive alerts";
    if (error.reason === "address")
      return `${url.hostname} is a private, loopback, link-local or metadata address, which alerts may not reach`;
    return error.message;
  }
  const hostname = bareAddress(url.hostname).toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  if (allowHosts.some((entry) => entry.hostname === hostname && entry.port === port)) return null;
  if (isIP(hostname) === 0) {
    if (isLoopbackHost(hostname) || INTERNAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix)))
      return `${url.hostname} is a local or internal name, which alerts may not reach`;
    if (!hostname.includes(".")) return `${url.hostname} is not a public host name`;
  }
  return null;
}
