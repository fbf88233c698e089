// The role a member acts with: a member beyond the seats of a downgraded plan (`member.read_only`, issue 15 item 4)
// keeps read access only, so every check treats them as an Analyst whatever role is stored.
import "server-only";
import { Role, type RoleValue, roleFromAuth } from "@/domain/roles";

export function effectiveRole(row: { role: string; readOnly: boolean }): RoleValue {
  return row.readOnly ? Role.Analyst : roleFromAuth(row.role);
}
