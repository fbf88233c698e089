"use client";
// The confirm modal of spec section 4: opened by the feedscope:confirm window event (see confirm() in events.ts),
// both buttons disabled while the submit callback runs.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CONFIRM_EVENT, type ConfirmOptions, useWindowEvent } from "./events";
import { Modal, ModalFooter } from "./modal";

export function ConfirmModal() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  // The caller's submit is its own mutation (it reports to the message bar); this one knows while it runs, and a
  // failure keeps the modal open so the person can retry or cancel.
  const submission = useMutation({ mutationFn: async (run: () => Promise<void> | void) => run() });
  const submitting = submission.isPending;

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

  const submit = () => {
    if (!options || submitting) return;
    submission.mutate(options.onSubmit, { onSuccess: () => setOpen(false) });
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
          onClick={submit}
          data-testid="confirm-submit"
        >
          {submitting ? <Spinner className="h-4 w-4" /> : null}
          {options.confirmText}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
