// `npm start`: build when the sources changed since the last build, then serve on PORT (default 3000).
import { spawn, spawnSync } from "node:child_process";
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

function needsBuild() {
  if (!fs.existsSync(BUILD_ID)) return true;
  const built = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

const next = path.join("node_modules", "next", "dist", "bin", "next");
if (needsBuild()) {
  console.log("Building Feedscope (first start or sources changed)…");
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { host, port } = hostAndPort();
console.log(`Feedscope on http://${host}:${port}/`);
const server = spawn(process.execPath, [next, "start", "-H", host, "-p", port], { stdio: "inherit", env: serverEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
