"use client";
// An account's picture, or its initial when there is none or the image fails (platform avatar links expire).
import { useState } from "react";
import { cn } from "@/lib/cn";

export function AccountAvatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const size = cn("h-12 w-12 shrink-0 rounded-full", className);
  if (!src || broken) {
    return (
      <span
        aria-hidden
        className={cn(size, "flex items-center justify-center bg-brand-100 font-semibold text-accent-foreground")}
      >
        {name.replace(/^@/, "").charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: remote avatars of any platform host; no image optimizer needed
    <img src={src} alt="" className={cn(size, "bg-muted object-cover")} onError={() => setBroken(true)} />
  );
}
