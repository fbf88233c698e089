"use client";
// The message bar of spec section 4: shows the store's message box and clears it after 3 s or on close.
import { CheckCircle2, Info, TriangleAlert, X, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toneVariants } from "@/components/ui/alert";
import { MessageType } from "@/domain/enums";
import { cn } from "@/lib/cn";
import { useRootStore } from "@/lib/store/root-store";

export const MESSAGE_BAR_MS = 3000;

const STYLES = {
  [MessageType.Info]: { icon: Info, tone: "info" },
  [MessageType.Success]: { icon: CheckCircle2, tone: "success" },
  [MessageType.Warning]: { icon: TriangleAlert, tone: "warning" },
  [MessageType.Danger]: { icon: XCircle, tone: "danger" },
} as const;

export function MessageBar() {
  const t = useTranslations();
  const message = useRootStore((s) => s.messageBox);
  const clear = useRootStore((s) => s.clearMessageBox);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(clear, MESSAGE_BAR_MS);
    return () => clearTimeout(timer);
  }, [message, clear]);

  if (!message) return null;
  const style = STYLES[message.type] ?? STYLES[MessageType.Info];
  const Icon = style.icon;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {/* The tone's translucent wash sits on an opaque card so the bar stays readable over the page. */}
      <div className="pointer-events-auto max-w-lg rounded-lg bg-card shadow-lg">
        <div
          role={message.type === MessageType.Danger ? "alert" : "status"}
          data-testid="message-bar"
          className={cn("flex items-start gap-3 rounded-lg border px-4 py-3", toneVariants({ tone: style.tone }))}
        >
          <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p className="text-sm">{message.content}</p>
          <button
            type="button"
            onClick={clear}
            aria-label={t("common.close")}
            className="ms-2 rounded p-0.5 hover:bg-muted"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      </div>
    </div>
  );
}
