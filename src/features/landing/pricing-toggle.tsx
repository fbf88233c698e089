"use client";
// Monthly/yearly switch of the pricing section. The cards (server-rendered children) carry both prices; this only
// sets data-billing on their group, so the island stays a few hundred bytes.
import { useState } from "react";

interface Labels {
  billing: string;
  monthly: string;
  yearly: string;
  discount: string;
}

export function PricingToggle({ labels, children }: { labels: Labels; children: React.ReactNode }) {
  const [billing, setBilling] = useState<"monthly" | "yearly">("monthly");
  const option = (value: "monthly" | "yearly", label: React.ReactNode) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => setBilling(value)}
      className={`inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5 ${
        billing === value ? "bg-card text-foreground shadow" : "text-muted-foreground hover:text-foreground"
      }`}
    >
      {label}
    </button>
  );
  return (
    <div className="group/pricing mt-10" data-billing={billing}>
      <fieldset className="mb-12 flex justify-center">
        <legend className="sr-only">{labels.billing}</legend>
        <div className="inline-flex rounded-full bg-input p-1">
          {option("monthly", labels.monthly)}
          {option(
            "yearly",
            <>
              {labels.yearly}
              <span
                className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-success"
                data-testid="toggle-discount"
              >
                {labels.discount}
              </span>
            </>,
          )}
        </div>
      </fieldset>
      {children}
    </div>
  );
}
