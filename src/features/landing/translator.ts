import type { getTranslations } from "next-intl/server";

/** The server translator with full keys (no namespace), for helpers that receive `t` from a section. */
export type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;
