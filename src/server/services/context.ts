import "server-only";
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

/** What every service gets: the database, the auth instance and, for signed-in calls, the actor. */
export interface ServiceContext {
  db: Db;
  auth: Auth;
  headers: Headers;
}

export interface ActorContext extends ServiceContext {
  actor: Actor;
}
