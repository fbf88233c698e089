import { getTranslations } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { LocaleLink as Link } from "@/features/shell/locale-link";

export default async function NotFound() {
  const t = await getTranslations();
  return (
    // not-found.tsx cannot export metadata, so the tab's title is rendered here (React hoists <title> into <head>);
    // without it a 404 showed only its URL in the browser tab.
    <main
      {...mainTarget}
      className="outline-none flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <title>{`${t("notFound.title")} · ${t("common.brand")}`}</title>
      <p className="text-6xl font-bold text-accent-foreground">404</p>
      <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.text")}</p>
      <Link href="/" className="text-accent-foreground hover:underline">
        {t("common.backHome")}
      </Link>
    </main>
  );
}
