"use client";
// A radio group drawn as pills: native radios (arrow keys move the choice, screen readers announce the group by its
// legend), visually hidden, with the label styled by the checked state.
import { useId } from "react";

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <div key={choice.value}>
              <input
                id={inputId}
                type="radio"
                name={`${name}-${id}`}
                value={String(choice.value)}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className="inline-flex cursor-pointer select-none items-center rounded-full border border-input bg-card px-3 py-1.5 text-sm text-foreground transition-colors hover:border-brand-400 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-card peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
