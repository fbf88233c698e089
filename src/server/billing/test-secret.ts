// The test provider's signing secret: BILLING_TEST_SECRET when set, else one random secret per installation kept in
// app_secrets (like the session secret, src/server/auth/secret.ts), so every process verifies what another signed.
import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema";
import { getEnv } from "../env";

const SECRET_NAME = "billing-test";

export async function loadBillingTestSecret(db: Db): Promise<string> {
  const fromEnv = getEnv().billing.testSecret;
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the billing test secret could not be stored");
  return row.value;
}
