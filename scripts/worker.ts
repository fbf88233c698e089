// `npm run worker`: a standalone background worker. Only on PostgreSQL: PGlite allows one process per data
// directory, so on the embedded database the worker runs inside `npm start`.
import fs from "node:fs";
import { closeDb, getDbHandle } from "../src/server/db/client";
import { ensureMigrated } from "../src/server/db/migrate";
import { getEnv } from "../src/server/env";
import { startWorker } from "../src/server/jobs/worker";
import { getLogger } from "../src/server/logger";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

async function main() {
  if (!getEnv().databaseUrl) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database (PGlite) only one process may open " +
        "the data directory, so the worker already runs inside `npm start`.",
    );
    process.exit(1);
  }
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  const worker = await startWorker(handle, "standalone");
  const stop = async () => {
    await worker.stop();
    await closeDb();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((error) => {
  getLogger().error({ err: error }, "worker failed");
  process.exit(1);
});
