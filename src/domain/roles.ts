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

/** Owner and Admin manage the team's settings; Analysts work with data only. A wrapper over the table below. */
export function canManageTeam(role: RoleValue): boolean {
  return can(role, Action.ManageTeamSettings);
}

// ---------------------------------------------------------------------------------------------------------------
// The permission table (DESIGN.md section 10 "Who may do what"; issue 14 item 3). One guard on every write route
// asks `can(role, action)`; the UI asks the same function what to hide or disable. Reads of the team's data are
// open to every member and are not listed.
export const Action = {
  /** Track, stop, resume, delete channels and feeds; manual refresh. */
  ManageTracking: "tracking.manage",
  /** Create, rename, delete collections and add or remove their items. */
  ManageCollections: "collections.manage",
  /** Export CSV, run analyses and AI tools: every member may. */
  ExportAndAnalyze: "data.export",
  /** Team name, avatar, time zone; the demo workspace. */
  ManageTeamSettings: "team.settings",
  /** Invite, resend, revoke, change roles (not to Owner), remove members. */
  ManageMembers: "members.manage",
  /** Alert targets, groups and rules. */
  ManageAlerts: "alerts.manage",
  /** API keys and share links. */
  ManageApiKeys: "apikeys.manage",
  /** Read the subscription and payments. */
  ViewBilling: "billing.view",
  /** Checkout, portal, cancel, resume: the one who pays. */
  ManageBilling: "billing.manage",
  /** Hand the team to another member. */
  TransferTeam: "team.transfer",
  /** Delete the team's data. */
  DeleteTeamData: "team.delete",
} as const;
export type ActionValue = (typeof Action)[keyof typeof Action];

const ALL_ACTIONS = Object.values(Action) as ActionValue[];

/**
 * Which role may do what: Owner everything; Admin all but billing ownership and transfer; Analyst reads and analyses.
 * Deleting the team's data stays with the Owner: it ends the team and its subscription, which is billing ownership.
 * Viewing billing (subscription, payments) is Owner and Admin: it is not the team's tracked data, and the spec sends
 * only those two to /dashboard/subscriptions (spec section 6).
 */
export const PERMISSIONS: Record<RoleValue, ReadonlySet<ActionValue>> = {
  [Role.Owner]: new Set(ALL_ACTIONS),
  [Role.Admin]: new Set(
    ALL_ACTIONS.filter((a) => a !== Action.ManageBilling && a !== Action.TransferTeam && a !== Action.DeleteTeamData),
  ),
  [Role.Analyst]: new Set([Action.ExportAndAnalyze]),
};

export function can(role: RoleValue, action: ActionValue): boolean {
  return PERMISSIONS[role]?.has(action) ?? false;
}

/** The least role that may do `action`, named in 403 messages and UI tooltips ("needs Admin"). */
export function minimumRoleFor(action: ActionValue): RoleValue {
  if (can(Role.Analyst, action)) return Role.Analyst;
  if (can(Role.Admin, action)) return Role.Admin;
  return Role.Owner;
}

export const ROLE_LABEL: Record<RoleValue, "Owner" | "Analyst" | "Admin"> = {
  [Role.Owner]: "Owner",
  [Role.Analyst]: "Analyst",
  [Role.Admin]: "Admin",
};

/** Roles an Owner or Admin may give by invitation or role change (nobody is made Owner except by transfer). */
export const ASSIGNABLE_ROLES = [Role.Analyst, Role.Admin] as const;
