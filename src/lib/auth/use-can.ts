"use client";
// What the signed-in person's role in the active team allows (issue 14 item 3): the UI asks the same permission
// table as the server's guard (src/domain/roles.ts), so a button is disabled exactly when its route would answer
// 403 RoleRequired.
import { type ActionValue, can, minimumRoleFor, type RoleValue } from "@/domain/roles";
import { useRootStore } from "../store/root-store";

export interface Permission {
  allowed: boolean;
  /** The least role that may do the action, for the "Only an Admin or the Owner can…" explanation. */
  requiredRole: RoleValue;
}

/** Pure: an unknown role (no user info yet) is allowed nothing, as the server would refuse it too. */
export function permissionOf(role: RoleValue | null | undefined, action: ActionValue): Permission {
  return { allowed: role != null && can(role, action), requiredRole: minimumRoleFor(action) };
}

/** The caller's permission for `action`, from the role in the stored user_info. */
export function usePermission(action: ActionValue): Permission {
  const role = useRootStore((state) => state.user_info?.role);
  return permissionOf(role, action);
}

/** Whether the caller's role in the active team may do `action`. */
export function useCan(action: ActionValue): boolean {
  return usePermission(action).allowed;
}
