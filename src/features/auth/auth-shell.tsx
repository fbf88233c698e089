import { getTranslations } from "next-intl/server";
import { mainTarget } from "@/components/layout/skip-link";
import { Link } from "@/i18n/navigation";
import { LanguageMenu } from "../shell/language-menu";
import { IntroPanels } from "./intro-panels";

/** Two columns: the form on the left, the introduction panels on the right (hidden on small screens). */
export async function AuthShell({ children }: { children: React.ReactNode }) {
  const t = await getTranslations();
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <div className="flex flex-col px-6 py-6 sm:px-10">
        <header className="flex items-center justify-between">
          <Link href="/" className="text-lg font-bold text-accent-foreground">
            {t("common.brand")}
          </Link>
          <LanguageMenu />
        </header>
        <main {...mainTarget} className="outline-none flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
      <aside className="hidden bg-gradient-to-br from-brand-600 to-brand-800 lg:block">
        <IntroPanels />
      </aside>
    </div>
  );
}
