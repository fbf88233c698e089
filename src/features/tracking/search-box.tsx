"use client";
// A search field that reports its text after a short pause (server-side search without a request per key).
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

export function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    // In a wrapping toolbar: 13rem to 16rem wide and never narrower, so there is always room to type (QA s10 item 3).
    <div className="relative w-full sm:w-auto sm:min-w-52 sm:max-w-64 sm:flex-[1_1_13rem]">
      <Search aria-hidden className="pointer-events-none absolute top-3 start-3 h-4 w-4 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        aria-label={label}
        className="ps-9"
      />
    </div>
  );
}
