"use client";
// Copies a text to the clipboard and says "Copied" for two seconds. Falls back to a hidden textarea and
// execCommand where the Clipboard API is missing (plain http on a LAN address).
import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

const FEEDBACK_MS = 2000;

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      disabled={!text}
      onClick={async () => setCopied(await writeClipboard(text))}
    >
      {copied ? (
        <Check aria-hidden className="h-3.5 w-3.5 text-green-600" />
      ) : (
        <Copy aria-hidden className="h-3.5 w-3.5" />
      )}
      <span aria-live="polite">{copied ? t("tools.results.copied") : t("tools.results.copy")}</span>
    </Button>
  );
}
