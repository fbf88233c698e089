import { describe, expect, it } from "vitest";
import { looksLikeApiKey, scopeAllows, scopeNeededFor } from "./api-keys";
import { Action } from "./roles";

describe("API key scopes", () => {
  it("lets a read key read and export only", () => {
    expect(scopeAllows("read", Action.ExportAndAnalyze)).toBe(true);
    for (const action of [Action.ManageTracking, Action.ManageCollections])
      expect(scopeAllows("read", action)).toBe(false);
  });

  it("lets a write key also track and manage collections", () => {
    for (const action of [Action.ExportAndAnalyze, Action.ManageTracking, Action.ManageCollections])
      expect(scopeAllows("write", action)).toBe(true);
  });

  it("gives no key members, billing, keys, team settings, alerts, transfer or deletion of the team", () => {
    const never = [
      Action.ManageMembers,
      Action.ViewBilling,
      Action.ManageBilling,
      Action.ManageApiKeys,
      Action.ManageTeamSettings,
      Action.ManageAlerts,
      Action.TransferTeam,
      Action.DeleteTeamData,
    ];
    for (const action of never) {
      expect({ action, read: scopeAllows("read", action), write: scopeAllows("write", action) }).toEqual({
        action,
        read: false,
        write: false,
      });
      expect(scopeNeededFor(action)).toBeNull();
    }
    expect(scopeNeededFor(Action.ManageTracking)).toBe("write");
    expect(scopeNeededFor(Action.ExportAndAnalyze)).toBe("read");
  });

  it("tells keys from session tokens by their prefix", () => {
    expect(looksLikeApiKey("fsk_abc")).toBe(true);
    expect(looksLikeApiKey("Fsk_abc")).toBe(false);
    expect(looksLikeApiKey("abc.def")).toBe(false);
  });
});
