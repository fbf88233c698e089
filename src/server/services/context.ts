import type { Actor } from "../api/context";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";

/** What every service gets: the database, the auth instance and, for signed-in calls, the actor. */
export interface ServiceContext {
  db: Db;
  auth: Auth;
  headers: Headers;
}

export interface ActorContext extends ServiceContext {
  actor: Actor;
}
