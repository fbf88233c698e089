// BETTER_AUTH_SECRET comes from the environment. On an embedded install without one, a random secret is made once
// and kept (mode 0600) in DATA_DIR so sessions survive restarts; production deployments should set the variable.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../env";
import { getLogger } from "../logger";

export function resolveAuthSecret(): string {
  const env = getEnv();
  if (env.authSecret) return env.authSecret;
  const file = path.join(env.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    getLogger().warn({ file }, "BETTER_AUTH_SECRET is not set: generated one and stored it in the data directory");
    return secret;
  }
}
