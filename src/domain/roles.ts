// Team roles of the spec (section 3): 1 Owner, 2 Analyst, 3 Admin. Better Auth's organization plugin stores them
// as the strings owner, member and admin; these maps are the only translation between the two.
export const Role = { Owner: 1, Analyst: 2, Admin: 3 } as const;
export type RoleValue = (typeof Role)[keyof typeof Role];

export const ROLE_TO_AUTH = { owner: "owner", analyst: "member", admin: "admin" } as const;

const AUTH_TO_ROLE: Record<string, RoleValue> = { owner: Role.Owner, admin: Role.Admin, member: Role.Analyst };

/** Better Auth role string (possibly a comma list) to the spec's role; unknown roles get the least privilege. */
export function roleFromAuth(authRole: string | null | undefined): RoleValue {
  const roles = (authRole ?? "").split(",").map((r) => r.trim());
  if (roles.includes("owner")) return Role.Owner;
  if (roles.includes("admin")) return Role.Admin;
  return AUTH_TO_ROLE[roles[0] ?? ""] ?? Role.Analyst;
}

/** Owner and Admin manage the team (invite, settings, billing); Analysts work with data only. */
export function canManageTeam(role: RoleValue): boolean {
  return role === Role.Owner || role === Role.Admin;
}
