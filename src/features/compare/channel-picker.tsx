"use client";
// Add a channel to the comparison: a search over the team's channels (the same list as the collections picker).
import { Plus, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { useChannelPicker } from "@/lib/queries/collections";

export function ChannelPicker({
  selected,
  disabled,
  onAdd,
}: {
  selected: readonly number[];
  disabled: boolean;
  onAdd: (id: number) => void;
}) {
  const t = useTranslations();
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const channels = useChannelPicker(open);
  const needle = query.trim().toLowerCase();
  const options = (channels.data ?? [])
    .filter((channel) => !selected.includes(channel.id))
    .filter((channel) => `${channel.name ?? ""} ${channel.handle ?? ""}`.toLowerCase().includes(needle))
    .slice(0, 8);
  return (
    <div className="relative w-full max-w-sm" data-testid="compare-picker">
      <label htmlFor={inputId} className="sr-only">
        {t("compare.picker.label")}
      </label>
      <Search aria-hidden className="pointer-events-none absolute start-3 top-2.5 h-4 w-4 text-muted-foreground" />
      <Input
        id={inputId}
        className="ps-9"
        value={query}
        disabled={disabled}
        placeholder={disabled ? t("compare.picker.full") : t("compare.picker.placeholder")}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
      />
      {open && !disabled ? (
        <ul className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md">
          {channels.isPending ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">{t("compare.picker.loading")}</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">{t("compare.picker.none")}</li>
          ) : (
            options.map((channel) => (
              <li key={channel.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-2 rounded px-3 py-2 text-start text-sm hover:bg-accent hover:text-accent-foreground"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    onAdd(channel.id);
                    setQuery("");
                    setOpen(false);
                  }}
                >
                  <Plus aria-hidden className="h-4 w-4 shrink-0" />
                  <span dir="auto" className="truncate">
                    {channel.name || channel.handle || `#${channel.id}`}
                  </span>
                  {channel.handle ? (
                    <span className="truncate text-xs text-muted-foreground">@{channel.handle.replace(/^@/, "")}</span>
                  ) : null}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
