"use client";
// A team that tracks nothing yet: three steps to a living dashboard, and the one-click demo workspace.
import { BarChart3, ListPlus, Tv } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { DemoWorkspaceCard } from "../demo/demo-workspace-card";

const STEPS = [
  { key: "channel", href: "/dashboard/channels/", icon: Tv },
  { key: "feeds", href: "/dashboard/feeds/", icon: ListPlus },
  { key: "analyze", href: "/dashboard/analyze/", icon: BarChart3 },
] as const;

export function FirstRun() {
  const t = useTranslations();
  return (
    <section className="space-y-6" data-testid="overview-first-run" aria-labelledby="overview-first-run-title">
      <div>
        <h2 id="overview-first-run-title" className="text-lg font-semibold text-foreground">
          {t("overview.firstRun.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{t("overview.firstRun.text")}</p>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ key, href, icon: Icon }, index) => (
          <li key={key}>
            <Card className="h-full">
              <NextLink
                href={href}
                className="flex h-full flex-col gap-2 rounded-xl p-5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                data-testid={`first-run-${key}`}
              >
                <span className="flex items-center gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon aria-hidden className="h-5 w-5" />
                  </span>
                  <span className="text-xs font-medium text-muted-foreground">
                    {t("overview.firstRun.step", { n: index + 1 })}
                  </span>
                </span>
                <span className="font-semibold text-foreground">{t(`overview.firstRun.steps.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`overview.firstRun.steps.${key}.text`)}</span>
              </NextLink>
            </Card>
          </li>
        ))}
      </ol>
      <DemoWorkspaceCard />
    </section>
  );
}
