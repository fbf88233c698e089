import type messages from "../../messages/en.json";
import type { routing } from "./routing";

// Typed keys: t("auth.signin.title") is checked against the English source.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}

/** Any full message key ("auth.signin.title"), for keys kept in data (menus, tables) and passed to t(). */
export type MessageKey = import("next-intl").MessageKeys<
  typeof messages,
  import("next-intl").NestedKeyOf<typeof messages>
>;
