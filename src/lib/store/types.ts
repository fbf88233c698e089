import type { MemberStatusValue, MessageTypeValue } from "@/domain/enums";
import type { RoleValue } from "@/domain/roles";

export interface TeamInfo {
  id: number;
  name: string;
  avatar: string;
  plan: string;
  timezone: number;
  timezone_set: number;
}

export interface UserInfo {
  id: number;
  full_name: string;
  avatar: string;
  email: string;
  role: RoleValue;
  status: MemberStatusValue;
  team_info: TeamInfo;
}

export interface MessageBox {
  type: MessageTypeValue;
  content: string;
}
