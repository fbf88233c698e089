// Which of our locales a request was made in, for emails written from it: the NEXT_LOCALE cookie the language menu
// writes (src/i18n/request.ts), else the locale segment of the page that made the call (the Referer of a same-site
// form post such as /de/sign-up/), else the browser's Accept-Language. Anything unreadable means "no hint".
import "server-only";
import { type Locale, normalizeLocale } from "@/i18n/locales";

const LOCALE_COOKIE = "NEXT_LOCALE";

/** A malformed percent-encoding (`%E0`) is anyone's to send: it means no locale, never an error (500). */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

export function cookieLocale(headers: Headers): Locale | null {
  const cookie = headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return normalizeLocale(decodeCookieValue(rest.join("=")));
  }
  return null;
}

function refererLocale(headers: Headers): Locale | null {
  const referer = headers.get("referer");
  if (!referer) return null;
  try {
    const first = new URL(referer).pathname.split("/")[1];
    return normalizeLocale(first);
  } catch {
    return null;
  }
}

/** The first Accept-Language entry that is one of ours, by its full tag (zh-TW) or its language (de-AT → de). */
function acceptLanguageLocale(headers: Headers): Locale | null {
  const header = headers.get("accept-language");
  if (!header) return null;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const found = normalizeLocale(tag) ?? normalizeLocale(tag.split("-")[0]);
    if (found) return found;
  }
  return null;
}

export function requestLocaleHint(headers: Headers | null | undefined): Locale | null {
  if (!headers) return null;
  return cookieLocale(headers) ?? refererLocale(headers) ?? acceptLanguageLocale(headers);
}
