// Names and fixed points shared by the demo platform's modules.
import "server-only";
import type { SourceName } from "../types";

export const DEMO_SOURCE: SourceName = "demo";

/**
 * Demo histories are laid out around this fixed date, not around "now", so that the same account has the same
 * past on every run and new uploads appear as the clock moves on. Accounts start uploading 1–3 years before it.
 */
export const DEMO_ANCHOR_MS = Date.UTC(2026, 8, 1);

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365.25 * DAY_MS;
