// A throwaway PostgreSQL server on loopback for the database suites: initdb in a temp dir, pg_ctl start on a free
// port, removed afterwards. Runs the server as the `postgres` user when started as root (PostgreSQL refuses root).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function binDir() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(bin, args, asPostgres) {
  if (asPostgres) {
    const quoted = [bin, ...args].map((a) => `'${String(a).replace(/'/g, "'\\''")}'`).join(" ");
    return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
  }
  return execFileSync(bin, args, { stdio: "pipe" });
}

export async function startPgCluster() {
  const bin = binDir();
  if (!bin) return null;
  const asPostgres = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-pg-"));
  if (asPostgres) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  run(path.join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"], asPostgres);
  const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  run(
    path.join(bin, "pg_ctl"),
    ["-D", dir, "-l", path.join(dir, "server.log"), "-w", "-o", serverOptions, "start"],
    asPostgres,
  );
  const pgCtl = (action) =>
    run(
      path.join(bin, "pg_ctl"),
      action === "start"
        ? ["-D", dir, "-l", path.join(dir, "server.log"), "-w", "-o", serverOptions, "start"]
        : ["-D", dir, "-m", "fast", "-w", "stop"],
      asPostgres,
    );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server but keeps its data, for outage tests; `resume()` starts it again on the same port. */
    pause: () => pgCtl("stop"),
    resume: () => pgCtl("start"),
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"], asPostgres);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
