import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t("notFound.text")}</p>
      <Link href="/" className="text-brand-600 hover:underline dark:text-brand-400">
        {t("common.backHome")}
      </Link>
    </main>
  );
}
