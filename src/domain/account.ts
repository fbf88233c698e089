// The account shapes of spec section 3, as the API answers them and the browser stores them.
import type { MemberStatusValue } from "./enums";
import type { RoleValue } from "./roles";

/** team_info: the caller's current team. */
export interface TeamInfo {
  id: number;
  name: string;
  avatar: string;
  plan: string;
  /** UTC offset in hours. */
  timezone: number;
  /** 1 once the team chose its time zone. */
  timezone_set: number;
}

/** user_info: the signed-in person, their role and status in the current team. */
export interface UserInfo {
  id: number;
  full_name: string;
  avatar: string;
  email: string;
  role: RoleValue;
  status: MemberStatusValue;
  team_info: TeamInfo;
}
