import { describe, expect, it } from "vitest";
import {
  Action,
  type ActionValue,
  can,
  canManageTeam,
  minimumRoleFor,
  ROLE_TO_AUTH,
  Role,
  type RoleValue,
  roleFromAuth,
} from "./roles";

describe("roleFromAuth", () => {
  it.each([
    ["owner", Role.Owner],
    ["admin", Role.Admin],
    ["member", Role.Analyst],
  ])("maps %j to its role", (authRole, expected) => {
    expect(roleFromAuth(authRole)).toBe(expected);
  });

  it("uses the spec's numeric values", () => {
    expect(roleFromAuth("owner")).toBe(1);
    expect(roleFromAuth("member")).toBe(2);
    expect(roleFromAuth("admin")).toBe(3);
  });

  it.each([
    ["member,admin", Role.Admin],
    ["admin,member", Role.Admin],
    ["member, admin", Role.Admin],
    ["owner,admin", Role.Owner],
    ["admin,owner", Role.Owner],
    ["member,owner", Role.Owner],
    ["member,member", Role.Analyst],
  ])("gives the highest role of the comma list %j", (authRole, expected) => {
    expect(roleFromAuth(authRole)).toBe(expected);
  });

  it.each([[null], [undefined], [""], ["superuser"], ["Owner"], ["analyst"], ["guest,viewer"]])(
    "gives the least privilege (Analyst) to %j",
    (authRole) => {
      expect(roleFromAuth(authRole)).toBe(Role.Analyst);
    },
  );

  it("round-trips with ROLE_TO_AUTH", () => {
    expect(roleFromAuth(ROLE_TO_AUTH.owner)).toBe(Role.Owner);
    expect(roleFromAuth(ROLE_TO_AUTH.admin)).toBe(Role.Admin);
    expect(roleFromAuth(ROLE_TO_AUTH.analyst)).toBe(Role.Analyst);
  });
});

describe("canManageTeam", () => {
  it("lets Owner and Admin manage the team", () => {
    expect(canManageTeam(Role.Owner)).toBe(true);
    expect(canManageTeam(Role.Admin)).toBe(true);
  });

  it("does not let Analysts manage the team", () => {
    expect(canManageTeam(Role.Analyst)).toBe(false);
  });

  it("does not let an unknown auth role manage the team", () => {
    expect(canManageTeam(roleFromAuth("superuser"))).toBe(false);
  });
});

// The oracle: issue 14 item 3's three role descriptions, written out by hand, one row per action.
// Owner: everything. Admin: everything except billing ownership (checkout, portal, cancel; deleting the team's data,
// which ends its subscription) and transferring the team. Analyst: reads, exports CSV, runs analyses and tools; no
// tracking writes, collections, members, alerts, API keys or billing.
const EXPECTED: Record<ActionValue, { owner: boolean; admin: boolean; analyst: boolean }> = {
  "tracking.manage": { owner: true, admin: true, analyst: false },
  "collections.manage": { owner: true, admin: true, analyst: false },
  "data.export": { owner: true, admin: true, analyst: true },
  "team.settings": { owner: true, admin: true, analyst: false },
  "members.manage": { owner: true, admin: true, analyst: false },
  "alerts.manage": { owner: true, admin: true, analyst: false },
  "apikeys.manage": { owner: true, admin: true, analyst: false },
  "billing.view": { owner: true, admin: true, analyst: false },
  "billing.manage": { owner: true, admin: false, analyst: false },
  "team.transfer": { owner: true, admin: false, analyst: false },
  "team.delete": { owner: true, admin: false, analyst: false },
};

describe("the permission table", () => {
  it("lists exactly the actions of the oracle", () => {
    expect(Object.values(Action).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = Object.entries(EXPECTED).flatMap(([action, allowed]) => [
    [action, "Owner", Role.Owner, allowed.owner] as const,
    [action, "Admin", Role.Admin, allowed.admin] as const,
    [action, "Analyst", Role.Analyst, allowed.analyst] as const,
  ]);
  it.each(cases)("%s for %s: %s", (action, _name, role, allowed) => {
    expect(can(role, action as ActionValue)).toBe(allowed);
  });

  it("refuses a role outside the table", () => {
    expect(can(7 as RoleValue, Action.ExportAndAnalyze)).toBe(false);
  });
});

describe("minimumRoleFor", () => {
  it.each([
    [Action.ExportAndAnalyze, Role.Analyst],
    [Action.ManageTracking, Role.Admin],
    [Action.ManageCollections, Role.Admin],
    [Action.ManageTeamSettings, Role.Admin],
    [Action.ManageMembers, Role.Admin],
    [Action.ManageAlerts, Role.Admin],
    [Action.ManageApiKeys, Role.Admin],
    [Action.ViewBilling, Role.Admin],
    [Action.ManageBilling, Role.Owner],
    [Action.TransferTeam, Role.Owner],
    [Action.DeleteTeamData, Role.Owner],
  ])("%s needs %s", (action, role) => {
    expect(minimumRoleFor(action)).toBe(role);
  });
});

describe("canManageTeam as a wrapper", () => {
  it("agrees with the table's team settings row for every role", () => {
    for (const role of [Role.Owner, Role.Admin, Role.Analyst]) {
      expect(canManageTeam(role)).toBe(can(role, Action.ManageTeamSettings));
    }
  });
});
