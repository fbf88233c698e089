// Which features need a verified email address (issue 13 item 7, DESIGN.md section 10 "Verified email"): the ones
// that reach other people or money. Tracking within the plan stays open so a new account can start at once;
// unverified accounts get the visitor caps for the free tools and analyses instead.
export const VERIFIED_EMAIL_FEATURES = ["invitations", "alerts", "checkout", "api-keys", "share-links"] as const;
export type VerifiedEmailFeature = (typeof VERIFIED_EMAIL_FEATURES)[number];

export function needsVerifiedEmail(feature: string): feature is VerifiedEmailFeature {
  return (VERIFIED_EMAIL_FEATURES as readonly string[]).includes(feature);
}

/** Whether this person may use a feature: everything is open to a verified address, the gated ones only to it. */
export function mayUse(person: { emailVerified: boolean }, feature: string): boolean {
  return person.emailVerified || !needsVerifiedEmail(feature);
}
