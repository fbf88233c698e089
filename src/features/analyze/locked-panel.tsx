"use client";
// What a visitor does not get (spec: "Login to View More"): the withheld part is covered by a panel that leads to
// sign-in. The server never sent that data, so what lies under the panel is a neutral placeholder, not the data.
import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";

export function LockedPanel({ text, className, compact }: { text?: string; className?: string; compact?: boolean }) {
  const t = useTranslations();
  return (
    <div
      className={cn(
        "relative overflow-hidden rounded-lg border border-dashed border-input bg-muted",
        compact ? "min-h-40" : "min-h-56",
        className,
      )}
      data-testid="locked-panel"
    >
      {/* A blurred pattern hints that there is more here without pretending to be the data. */}
      <div aria-hidden className="absolute inset-0 grid grid-cols-12 gap-1 p-4 opacity-40 blur-[3px]">
        {Array.from({ length: 48 }, (_, index) => (
          <span key={index} className="rounded bg-brand-100" style={{ opacity: 0.3 + ((index * 37) % 70) / 100 }} />
        ))}
      </div>
      <div className="relative flex h-full min-h-[inherit] flex-col items-center justify-center gap-3 px-6 py-6 text-center">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-card text-accent-foreground shadow-sm">
          <Lock aria-hidden className="h-5 w-5" />
        </span>
        <p className="text-sm font-semibold text-foreground">{t("analyzeUi.locked.title")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{text ?? t("analyzeUi.locked.text")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild size="sm">
            <Link href="/signin">{t("analyzeUi.locked.signIn")}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href="/signup">{t("analyzeUi.locked.signUp")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
