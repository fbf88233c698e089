"use client";
// The channels list's part of the comparison (issue 19 item 3): a checkbox per channel and a Compare action that
// opens /dashboard/compare with the ticked channels, enabled for 2 to 5 of them (a tooltip says why otherwise).
import { GitCompareArrows } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { COMPARE_MAX_CHANNELS, COMPARE_MIN_CHANNELS } from "@/domain/contracts/compare";
import { compareHref } from "./compare-params";

export interface CompareSelection {
  ids: number[];
  toggle: (id: number) => void;
}

export function useCompareSelection(): CompareSelection {
  const [ids, setIds] = useState<number[]>([]);
  const toggle = (id: number) =>
    setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  return { ids, toggle };
}

export function CompareCheckbox({ selection, id, name }: { selection: CompareSelection; id: number; name: string }) {
  const t = useTranslations();
  return (
    <input
      type="checkbox"
      className="mt-1 h-4 w-4 shrink-0 accent-primary"
      checked={selection.ids.includes(id)}
      onChange={() => selection.toggle(id)}
      aria-label={t("compare.select", { name })}
      data-testid="compare-checkbox"
    />
  );
}

export function CompareAction({ selection }: { selection: CompareSelection }) {
  const t = useTranslations();
  const hintId = useId();
  const count = selection.ids.length;
  const ready = count >= COMPARE_MIN_CHANNELS && count <= COMPARE_MAX_CHANNELS;
  const label = t("compare.action", { count });
  if (ready)
    return (
      <Button asChild data-testid="compare-action">
        <NextLink href={compareHref(selection.ids)}>
          <GitCompareArrows aria-hidden className="h-4 w-4" />
          {label}
        </NextLink>
      </Button>
    );
  const why = t("compare.actionHint", { min: COMPARE_MIN_CHANNELS, max: COMPARE_MAX_CHANNELS });
  // A disabled button takes no focus: the wrapper carries the reason, as RoleLocked (features/roles) does.
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled control inside cannot take focus; this wrapper carries its explanation to keyboard and screen reader users
          tabIndex={0}
          aria-describedby={hintId}
          className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Button disabled data-testid="compare-action">
            <GitCompareArrows aria-hidden className="h-4 w-4" />
            {label}
          </Button>
          <span id={hintId} className="sr-only">
            {why}
          </span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{why}</TooltipContent>
    </Tooltip>
  );
}
