import type { MessageTypeValue } from "@/domain/enums";

export type { TeamInfo, UserInfo } from "@/domain/account";

export interface MessageBox {
  type: MessageTypeValue;
  content: string;
}
