import type { RoleValue } from "@/domain/roles";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";

/** The signed-in caller: who they are, which team they act for and with which role. */
export interface Actor {
  userId: number;
  email: string;
  emailVerified: boolean;
  teamId: number;
  role: RoleValue;
  sessionToken: string;
}

export interface AppEnv {
  Variables: {
    db: Db;
    auth: Auth;
    actor: Actor;
  };
}
