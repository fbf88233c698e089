"use client";
// "—" for a count the platform does not report, with the reason in a tooltip (spec: unknown is never shown as 0).
// The trigger is a button so keyboard users can reach the explanation too.
import { useTranslations } from "next-intl";
import { Tooltip } from "radix-ui";

export function UnknownValue({ reason }: { reason?: string }) {
  const t = useTranslations();
  const text = reason ?? t("analyzeUi.unknown.text");
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help rounded text-muted-foreground hover:text-muted-foreground"
          aria-label={text}
        >
          —
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-60 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-lg"
        >
          {text}
          <Tooltip.Arrow className="fill-foreground" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** A count formatted by `format`, or the unknown marker. */
export function CountValue({
  value,
  format,
  title,
}: {
  value: number | null | undefined;
  format: (value: number) => string;
  /** The exact number, shown on hover when `format` abbreviates. */
  title?: (value: number) => string;
}) {
  if (value === null || value === undefined) return <UnknownValue />;
  return <span title={title?.(value)}>{format(value)}</span>;
}
