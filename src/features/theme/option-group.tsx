"use client";
// One labelled radio group of the theme panel (radix RadioGroup: arrow keys move and select, Tab leaves the group).
// Text options render as chips; swatch options as colour circles whose name is read out and shown as a tooltip.
import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { cn } from "@/lib/cn";

export interface Option {
  value: string;
  label: string;
  /** A CSS background for a swatch; text chip when absent. */
  swatch?: string;
}

export function OptionGroup({
  label,
  value,
  options,
  onChange,
  testId,
  hint,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  testId?: string;
  hint?: string;
}) {
  const id = useId();
  const swatches = options.some((o) => o.swatch);
  return (
    <fieldset className="space-y-2">
      <legend id={id} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={onChange}
        orientation="horizontal"
        className={cn("flex flex-wrap", swatches ? "gap-2.5" : "gap-1.5")}
        data-testid={testId}
      >
        {options.map((option) =>
          option.swatch ? (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              aria-label={option.label}
              title={option.label}
              className="group relative flex h-9 w-9 items-center justify-center rounded-full border border-input ring-offset-2 ring-offset-card data-[state=checked]:ring-2 data-[state=checked]:ring-primary"
              style={{ background: option.swatch }}
            >
              <RadioGroup.Indicator>
                <Check aria-hidden className="h-4 w-4 text-white drop-shadow" />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          ) : (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              className={cn(
                "rounded-md border px-3 py-1.5 text-sm transition-colors",
                "border-input text-foreground hover:bg-muted",
                "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
              )}
            >
              {option.label}
            </RadioGroup.Item>
          ),
        )}
      </RadioGroup.Root>
    </fieldset>
  );
}
