"use client";
// The message bar of spec section 4: shows the store's message box and clears it after 3 s or on close.
import { CheckCircle2, Info, TriangleAlert, X, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { MessageType } from "@/domain/enums";
import { cn } from "@/lib/cn";
import { useRootStore } from "@/lib/store/root-store";

export const MESSAGE_BAR_MS = 3000;

const STYLES = {
  [MessageType.Info]: {
    icon: Info,
    className: "border-primary/30 bg-accent text-accent-foreground",
  },
  [MessageType.Success]: {
    icon: CheckCircle2,
    className: "border-success/30 bg-success-soft text-success",
  },
  [MessageType.Warning]: {
    icon: TriangleAlert,
    className: "border-warning/30 bg-warning-soft text-warning",
  },
  [MessageType.Danger]: {
    icon: XCircle,
    className: "border-destructive/30 bg-destructive-soft text-destructive",
  },
};

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
      <div
        role={message.type === MessageType.Danger ? "alert" : "status"}
        data-testid="message-bar"
        className={cn(
          "pointer-events-auto flex max-w-lg items-start gap-3 rounded-lg border px-4 py-3 shadow-lg",
          style.className,
        )}
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
  );
}
