import { describe, expect, it } from "vitest";
import { canManageTeam, ROLE_TO_AUTH, Role, roleFromAuth } from "./roles";

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
