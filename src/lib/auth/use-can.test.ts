import { describe, expect, it } from "vitest";
import { Action, Role } from "@/domain/roles";
import { permissionOf } from "./use-can";

describe("permissionOf", () => {
  // Oracle: issue 14 item 3, by hand. Analysts export and analyse only; Admin and Owner track; only the Owner pays.
  it.each([
    [Role.Analyst, Action.ManageTracking, false, Role.Admin],
    [Role.Admin, Action.ManageTracking, true, Role.Admin],
    [Role.Owner, Action.ManageTracking, true, Role.Admin],
    [Role.Analyst, Action.ExportAndAnalyze, true, Role.Analyst],
    [Role.Analyst, Action.ManageCollections, false, Role.Admin],
    [Role.Analyst, Action.ManageTeamSettings, false, Role.Admin],
    [Role.Admin, Action.ManageBilling, false, Role.Owner],
    [Role.Owner, Action.ManageBilling, true, Role.Owner],
  ])("role %i, %s: allowed %s, needs role %i", (role, action, allowed, requiredRole) => {
    expect(permissionOf(role, action)).toEqual({ allowed, requiredRole });
  });

  it.each([[undefined], [null]])("allows nothing without a role (%s)", (role) => {
    expect(permissionOf(role, Action.ExportAndAnalyze).allowed).toBe(false);
    expect(permissionOf(role, Action.ManageTracking)).toEqual({ allowed: false, requiredRole: Role.Admin });
  });
});
