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
  /**
   * Set when the call is authenticated with an API key (`Authorization: Bearer fsk_…`, issue 17) instead of a
   * session: the key's id and scope. `sessionToken` is then empty. A read key reads and exports; a write key also
   * tracks, stops, resumes and deletes; no key manages members, billing or keys.
   */
  apiKey?: { id: number; scope: "read" | "write" };
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
