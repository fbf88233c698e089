import "server-only";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import type { Actor } from "../services/context";

export type { Actor };

export interface AppEnv {
  Variables: {
    db: Db;
    auth: Auth;
    actor: Actor;
  };
}
