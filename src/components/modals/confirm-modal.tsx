"use client";
// The confirm modal of spec section 4: opened by the feedscope:confirm window event (see confirm() in events.ts),
// both buttons disabled while the submit callback runs.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CONFIRM_EVENT, type ConfirmOptions, useWindowEvent } from "./events";
import { Modal, ModalFooter } from "./modal";

export function ConfirmModal() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useWindowEvent<ConfirmOptions>(CONFIRM_EVENT, (event) => {
    if (!event.detail || submitting) return;
    setOptions(event.detail);
    setOpen(true);
  });

  const close = () => {
    if (submitting) return;
    setOpen(false);
    options?.onClose?.();
  };

  const submit = async () => {
    if (!options || submitting) return;
    setSubmitting(true);
    try {
      await options.onSubmit();
      setOpen(false);
    } catch {
      // The caller reports its own failure (message bar); the modal stays open so the person can retry or cancel.
    } finally {
      setSubmitting(false);
    }
  };

  if (!options) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={options.title}
      description={options.message}
      testId="confirm-modal"
    >
      <ModalFooter>
        <Button type="button" variant="outline" disabled={submitting} onClick={close}>
          {options.cancelText}
        </Button>
        <Button
          type="button"
          variant={options.color === "danger" ? "danger" : "default"}
          disabled={submitting}
          onClick={() => void submit()}
          data-testid="confirm-submit"
        >
          {submitting ? <Spinner className="h-4 w-4" /> : null}
          {options.confirmText}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
