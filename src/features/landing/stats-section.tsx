// The landing stats (spec sections 1 and 9: 1K+ users, 2K+ channels, 100K+ videos) in the locale's compact notation.
// They are not counted from this installation, so the section says they are illustrative (issue 20 item 5).
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatCompact } from "./pricing-data";
import { container } from "./styles";

const STATS = [
  { id: "users", value: 1_000 },
  { id: "channels", value: 2_000 },
  { id: "videos", value: 100_000 },
] as const;

export async function StatsSection() {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="stats-title" className="bg-primary py-16 text-primary-foreground">
      <div className={container}>
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t("landing.stats.title")}
        </h2>
        <dl className="mt-10 grid gap-8 text-center sm:grid-cols-3">
          {STATS.map(({ id, value }) => (
            <div key={id} className="flex flex-col-reverse gap-1">
              <dt className="text-brand-100">{t(`landing.stats.${id}`)}</dt>
              <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl" data-testid={`stat-${id}`}>
                {t("landing.stats.value", { value: formatCompact(value, locale) })}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-sm text-brand-100" data-testid="stats-illustrative">
          {t("landing.stats.illustrative")}
        </p>
      </div>
    </section>
  );
}
