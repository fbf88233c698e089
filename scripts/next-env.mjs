// Shared by start and dev: load .env, bind to localhost (127.0.0.1 makes next-intl's rewrites loop) and let the
// app handle SIGTERM itself so PGlite closes cleanly.
import fs from "node:fs";

export function loadDotEnv() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
}

export function serverEnv() {
  return { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" };
}

export function hostAndPort() {
  return { host: process.env.HOST || "localhost", port: process.env.PORT || "3000" };
}
