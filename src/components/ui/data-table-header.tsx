"use client";
// A DataTable header cell: a button when the column sorts (so sorting works from the keyboard) with aria-sort on
// the <th> for screen readers, plain text otherwise.
import type { SortDirection } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { ariaSort } from "./data-table-sort";

export function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: React.ReactNode;
  direction: SortDirection | false;
  onSort: () => void;
}) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        "inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        direction && "text-foreground",
      )}
    >
      {label}
      <Icon aria-hidden className={cn("h-3.5 w-3.5", !direction && "opacity-40")} />
    </button>
  );
}

export { ariaSort };
