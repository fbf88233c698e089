"use client";
// The frame shared by the dashboard modals: the kit's Dialog with a title row, a close button and a scrolling body.
// These modals open from state or a window event (events.ts), never from a Dialog.Trigger, so Radix has no opener
// to give focus back to and would leave it on <body> (QA s10 item 4a): the modal remembers the focused element when
// it opens and returns focus there. Focus starts in the first field, or on the first footer button (Cancel) when
// there is none, as the alert dialog does, rather than on the corner ×.
import { useTranslations } from "next-intl";
import type * as React from "react";
import { useLayoutEffect, useRef } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * In document order, the first of these takes the focus when the modal opens: fields a person can tab to (a Radix
 * Select's trigger is a combobox button; the hidden native <select> it renders inside a form is aria-hidden with
 * tabindex -1 and must never take the focus).
 */
const FOCUSABLE = ":not([disabled]):not([tabindex='-1']):not([aria-hidden='true'])";
const FIRST_FOCUS = [
  `input:not([type=hidden])${FOCUSABLE}`,
  `select${FOCUSABLE}`,
  `textarea${FOCUSABLE}`,
  `button[role=combobox]${FOCUSABLE}`,
  `[data-modal-footer] button${FOCUSABLE}`,
].join(", ");

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations();
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (its focus scope does so in a passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        data-testid={testId}
        className={className}
        closeLabel={t("common.close")}
        onOpenAutoFocus={(event) => {
          const first = content.current?.querySelector<HTMLElement>(FIRST_FOCUS);
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          opener.current = null;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {description ? (
          <DialogDescription className="px-5 pt-4">{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{title}</DialogDescription>
        )}
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

export function ModalFooter({ children }: { children: React.ReactNode }) {
  return <DialogFooter data-modal-footer="">{children}</DialogFooter>;
}
