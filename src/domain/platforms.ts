// The four tracked platforms by their lowercase names, and their numbers in the spec's Platform enumeration.
import { Platform, type PlatformValue } from "./enums";

export const PLATFORM_NAMES = ["youtube", "tiktok", "instagram", "threads"] as const;
export type PlatformName = (typeof PLATFORM_NAMES)[number];

export const PLATFORM_ENUM: Record<PlatformName, PlatformValue> = {
  youtube: Platform.YouTube,
  tiktok: Platform.TikTok,
  instagram: Platform.Instagram,
  threads: Platform.Threads,
};

export function isPlatformName(value: unknown): value is PlatformName {
  return typeof value === "string" && (PLATFORM_NAMES as readonly string[]).includes(value);
}

const BY_ENUM = new Map<number, PlatformName>(
  Object.entries(PLATFORM_ENUM).map(([name, value]) => [value, name as PlatformName]),
);

/** The stored Platform enumeration value back to its name; null for platforms Feedscope does not track. */
export function platformNameOf(value: number): PlatformName | null {
  return BY_ENUM.get(value) ?? null;
}
