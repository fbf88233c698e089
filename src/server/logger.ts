import "server-only";
import pino from "pino";
import { getEnv } from "./env";

const globalForLogger = globalThis as unknown as { __feedscopeLogger?: pino.Logger };

export function getLogger(): pino.Logger {
  globalForLogger.__feedscopeLogger ??= pino({ level: getEnv().logLevel, base: { app: "feedscope" } });
  return globalForLogger.__feedscopeLogger;
}
