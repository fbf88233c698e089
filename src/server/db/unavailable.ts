// Errors that mean "the database cannot be reached right now" (issue 13 item 8): the API answers them with 503 and
// the catalogue's generic message, and the next request tries again. Everything else stays a 500.
import "server-only";
import { DataDirLockedError } from "./lock";

// Network failures of the driver's socket.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutting down, crash, cannot connect now),
// 53300 (too many connections).
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
// node-postgres reports a dropped or timed-out connection with these messages and no code.
const MESSAGES = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if (current instanceof DataDirLockedError || current instanceof DatabaseClosedError) return true;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && MESSAGES.some((m) => message.includes(m))) return true;
    // An AggregateError (a host name resolving to several addresses, all refused).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Thrown for any database use after shutdown began: the process is stopping and must not reopen PGlite. */
export class DatabaseClosedError extends Error {
  constructor() {
    super("The database is closed because the server is shutting down");
    this.name = "DatabaseClosedError";
  }
}
