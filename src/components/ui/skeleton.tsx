import type * as React from "react";
import { cn } from "@/lib/cn";

/** A grey placeholder block that pulses while its content loads. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
