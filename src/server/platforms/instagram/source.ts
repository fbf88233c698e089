// The name this source goes by in errors, logs and NormalizedAccount/Video records.
import "server-only";
export const INSTAGRAM_SOURCE = "instagram-graph" as const;
