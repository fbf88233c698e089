"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{text}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel type="button">{t("tracking.common.cancel")}</AlertDialogCancel>
          <AlertDialogAction type="button" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
