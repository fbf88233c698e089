import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/cn";

// Tinted by the semantic tokens: a 10 % wash of the tone over the card, the tone itself for the border and text.
export const toneVariants = cva("", {
  variants: {
    tone: {
      info: "border-primary/30 bg-primary/10 text-foreground",
      success: "border-success/30 bg-success/10 text-foreground",
      warning: "border-warning/30 bg-warning/10 text-foreground",
      danger: "border-destructive/30 bg-destructive/10 text-foreground",
    },
  },
  defaultVariants: { tone: "info" },
});

export function Alert({ className, tone, ...props }: React.ComponentProps<"div"> & VariantProps<typeof toneVariants>) {
  return (
    <div
      role="status"
      className={cn("rounded-md border px-4 py-3 text-sm", toneVariants({ tone }), className)}
      {...props}
    />
  );
}
