// API keys (issue 17 item 3): what a key looks like and what each scope may do. A key acts for its team with its
// creator's role as the ceiling (src/domain/roles.ts) and its scope on top: a read key reads and exports (and runs
// analyses, which the permission table groups with exports); a write key also tracks, stops, resumes and deletes
// feeds and channels and manages collections. No key manages members, billing, keys, team settings or alerts.
import { Action, type ActionValue } from "./roles";

export const API_KEY_PREFIX = "fsk_";
/** Characters of the key kept in clear (with `fsk_`) so people can tell their keys apart. */
export const API_KEY_VISIBLE_CHARS = 8;
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 80;
/** Longest expiry a key may be given at creation (days); no expiry is allowed too. */
export const API_KEY_MAX_EXPIRY_DAYS = 3650;

const SCOPE_ACTIONS: Record<ApiKeyScope, ReadonlySet<ActionValue>> = {
  read: new Set([Action.ExportAndAnalyze]),
  write: new Set([Action.ExportAndAnalyze, Action.ManageTracking, Action.ManageCollections]),
};

/** Whether a key of this scope may do `action` at all (its creator's role is checked separately). */
export function scopeAllows(scope: ApiKeyScope, action: ActionValue): boolean {
  return SCOPE_ACTIONS[scope].has(action);
}

/** Whether some scope allows `action`: a read key refused it is told a write key can (403 names the scope needed). */
export function scopeNeededFor(action: ActionValue): ApiKeyScope | null {
  return API_KEY_SCOPES.find((scope) => scopeAllows(scope, action)) ?? null;
}

/** Whether a bearer credential is an API key rather than a session token. */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}
