"use client";
import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** A button that asks before it acts (deleting). */
export function ConfirmButton({
  title,
  text,
  confirmLabel,
  onConfirm,
  children,
  triggerClassName,
  variant = "ghost",
  size = "sm",
  ariaLabel,
  disabled,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: React.ReactNode;
  triggerClassName?: string;
  variant?: "ghost" | "outline" | "danger";
  size?: "sm" | "icon" | "default";
  ariaLabel?: string;
  disabled?: boolean;
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          type="button"
          variant={variant}
          size={size}
          className={triggerClassName}
          aria-label={ariaLabel}
          title={ariaLabel}
          disabled={disabled}
        >
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 dark:bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-night-surface">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {text}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button type="button" variant="outline">
                {t("tracking.common.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
