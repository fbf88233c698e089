// The name this source goes by in errors, logs and NormalizedAccount/Video records.
import "server-only";
export const THREADS_SOURCE = "threads-api" as const;
