// The session signing secret. BETTER_AUTH_SECRET from the environment when set; otherwise one random secret per
// installation, made at first start and kept in the database (issue 13 item 10), so a second web process or a
// restarted container with a fresh DATA_DIR does not sign everyone out. An install from before this change had its
// secret in DATA_DIR/auth-secret: that value is what goes into the database, so existing sessions stay valid.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema";
import { getEnv } from "../env";
import { getLogger } from "../logger";

const SECRET_NAME = "better-auth";

function legacyFileSecret(dataDir: string): string | null {
  try {
    const value = fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    return value || null;
  } catch {
    return null; // no legacy file: a new secret is generated
  }
}

export async function loadAuthSecret(db: Db): Promise<string> {
  const env = getEnv();
  if (env.authSecret) return env.authSecret;
  const candidate = legacyFileSecret(env.dataDir) ?? crypto.randomBytes(32).toString("base64url");
  // Several processes may start at once: the first insert wins and everyone reads the winner.
  const inserted = await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: candidate })
    .onConflictDoNothing()
    .returning({ name: appSecrets.name });
  if (inserted.length) {
    getLogger().warn("BETTER_AUTH_SECRET is not set: generated the session secret and stored it in the database");
  }
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the session secret could not be stored");
  return row.value;
}
