// `npm start`: build when the sources changed since the last build, then serve on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hostAndPort, loadDotEnv, serverEnv } from "./next-env.mjs";

loadDotEnv();
const BUILD_ID = path.join(".next", "BUILD_ID");
const SOURCES = [
  "src",
  "messages",
  "drizzle",
  "public",
  "content",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// The security headers (HSTS on https) are written into the build from APP_URL (next.config.ts), so a changed
// APP_URL needs a new build too.
const BUILT_FOR = path.join(".next", "feedscope-app-url");
const { host, port } = hostAndPort();
const appUrl = (process.env.APP_URL || `http://${host}:${port}`).replace(/\/+$/, "");

function needsBuild() {
  if (!fs.existsSync(BUILD_ID)) return true;
  if (!fs.existsSync(BUILT_FOR) || fs.readFileSync(BUILT_FOR, "utf8") !== appUrl) return true;
  const built = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

const next = path.join("node_modules", "next", "dist", "bin", "next");
if (needsBuild()) {
  console.log("Building Feedscope (first start, sources or APP_URL changed)…");
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(BUILT_FOR, appUrl);
}

/**
 * The local email outbox's URL with its key, or null when the outbox is off (SMTP set or production). Same rule and
 * same key file as src/server/email/outbox-key.ts: OUTBOX_KEY, else DATA_DIR/outbox-key created once (mode 0600).
 */
function outboxUrl(appUrl) {
  if (process.env.SMTP_URL || process.env.APP_ENV === "production") return null;
  let key = process.env.OUTBOX_KEY;
  if (!key) {
    const dataDir = path.resolve(process.env.DATA_DIR || "./data");
    const file = path.join(dataDir, "outbox-key");
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    key = fs.readFileSync(file, "utf8").trim();
  }
  return `${appUrl}/dev/outbox/?key=${encodeURIComponent(key)}`;
}

console.log(`Feedscope on ${appUrl}/`);
const outbox = outboxUrl(appUrl);
if (outbox) console.log(`Email outbox (verification and reset links, no SMTP_URL set): ${outbox}`);
const server = spawn(process.execPath, [next, "start", "-H", host, "-p", port], { stdio: "inherit", env: serverEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
