"use client";
// /dashboard: the Overview (issue 6). The period and the demo toggle are in the URL; the answer of
// GET /v1/team/overview drives the compared periods' note, the key figures, the views chart, the short lists and the
// usage card, or the first-run guide when nothing is tracked.
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";
import { LoadError } from "@/components/layout/load-error";
import { Alert } from "@/components/ui/alert";
import { useOverview } from "@/lib/queries/overview";
import { useErrorMessage } from "../../lib/errors/use-error-message";
import { RemoveDemoWorkspaceButton } from "../demo/remove-demo-workspace-button";
import { ComparisonNote } from "./comparison-note";
import { DemoToggle } from "./demo-toggle";
import { FirstRun } from "./first-run";
import { KeyFigures } from "./key-figures";
import { OverviewSkeleton } from "./overview-skeleton";
import { PeriodSwitcher } from "./period-switcher";
import { TopMovers, TopOutliers } from "./top-lists";
import { UsageCard } from "./usage-card";
import { useExcludeDemo } from "./use-exclude-demo";
import { useOverviewFormat } from "./use-overview-format";
import { usePeriod } from "./use-period";
import { ViewsChart } from "./views-chart";

export function OverviewView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const format = useOverviewFormat();
  const [days, setDays] = usePeriod();
  const [excludeDemo, setExcludeDemo] = useExcludeDemo();
  const overview = useOverview(days, excludeDemo);
  const data = overview.data;
  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-foreground">{t("overview.title")}</h1>
        {data && !data.first_run ? (
          <div className="flex flex-wrap items-center gap-3">
            {data.has_demo ? <DemoToggle exclude={excludeDemo} onChange={setExcludeDemo} /> : null}
            <RemoveDemoWorkspaceButton />
            <PeriodSwitcher days={days} onChange={setDays} />
          </div>
        ) : null}
      </div>
      {overview.isPending ? (
        <OverviewSkeleton label={t("overview.loading")} />
      ) : overview.isError && !data ? (
        <LoadError message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
      ) : data?.first_run ? (
        <FirstRun />
      ) : data ? (
        <div className="space-y-6" aria-busy={overview.isFetching} data-testid="overview">
          {overview.isError ? (
            <LoadError message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
          ) : null}
          {data.clamped ? (
            <Alert tone="info" data-testid="overview-clamped">
              {t("overview.period.clamped", { days: data.window_days })}
            </Alert>
          ) : null}
          <ComparisonNote data={data} />
          <KeyFigures data={data} format={format} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ViewsChart data={data} format={format} />
            </div>
            <UsageCard usage={data.usage} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <TopMovers movers={data.top_movers} format={format} />
            <TopOutliers outliers={data.top_outliers} format={format} />
          </div>
        </div>
      ) : null}
    </Tooltip.Provider>
  );
}
