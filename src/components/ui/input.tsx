import type * as React from "react";
import { cn } from "@/lib/cn";

/** The text field look, shared with the select trigger (select.tsx) so both line up in a filter row. */
export const fieldClass =
  "h-10 rounded-md border border-input bg-card px-3 text-sm text-foreground placeholder:text-muted-foreground " +
  "focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(
        fieldClass,
        "w-full aria-[invalid=true]:border-destructive aria-[invalid=true]:focus:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}
