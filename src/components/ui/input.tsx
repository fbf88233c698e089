import type * as React from "react";
import { cn } from "@/lib/cn";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400",
        "dark:border-white/15 dark:bg-white/5 dark:text-slate-100 dark:placeholder:text-slate-500",
        "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100",
        "aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
