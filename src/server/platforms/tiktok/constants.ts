// Names shared by the TikTok modules.
import "server-only";
import type { SourceName } from "../types";

export const TIKTOK_SOURCE: SourceName = "tiktok-web";

/** Public URLs we hand out (profile and video links) always point here, whatever base URL we fetch from. */
export const TIKTOK_PUBLIC_ORIGIN = "https://www.tiktok.com";
