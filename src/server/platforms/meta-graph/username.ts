// Instagram usernames as business discovery needs them. The name is spliced into a field expansion
// (`business_discovery.username(NAME){…}`), so anything outside the username alphabet is refused before it can
// change the meaning of the expression.
import "server-only";

/** Letters, digits, "." and "_", at most 30 characters (reference §3.6, [unconfirmed] but the common rule). */
const USERNAME = /^[a-z0-9._]{1,30}$/;

/** The username without "@" and in lower case (Instagram usernames are case-insensitive); null when not one. */
export function normalizeUsername(handle: string | undefined): string | null {
  if (!handle) return null;
  const name = handle.trim().replace(/^@/, "").toLowerCase();
  return USERNAME.test(name) ? name : null;
}
