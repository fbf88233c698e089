"use client";
// A person's or a team's picture, or their initials when there is none (or it fails to load).
import { useState } from "react";
import { cn } from "@/lib/cn";

/** "Ada Lovelace" → "AL"; an email's name part when there is no name. */
export function initialsOf(name: string, fallback = ""): string {
  const source = name.trim() || fallback.split("@")[0] || "";
  const letters = source
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return letters.toUpperCase() || "?";
}

export function PersonAvatar({
  src,
  name,
  fallback,
  size = "sm",
}: {
  src: string;
  name: string;
  fallback?: string;
  size?: "sm" | "lg";
}) {
  const [broken, setBroken] = useState(false);
  const shape = size === "lg" ? "h-14 w-14 text-lg" : "h-8 w-8 text-xs";
  if (src && !broken) {
    return (
      // biome-ignore lint/performance/noImgElement: avatars come from the upload store or arbitrary hosts
      <img
        src={src}
        alt=""
        onError={() => setBroken(true)}
        className={cn("shrink-0 rounded-full object-cover", shape)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground",
        shape,
      )}
    >
      {initialsOf(name, fallback)}
    </span>
  );
}
