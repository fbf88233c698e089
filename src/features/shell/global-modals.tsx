"use client";
import { ConfirmModal } from "@/components/modals/confirm-modal";
import { PlanLimitModal } from "@/components/modals/plan-limit-modal";
// The dashboard's global modals (spec section 2): confirm, plan limit and new collection, each opened by a window event.
import { NewCollectionModal } from "@/features/collections/new-collection-modal";

export function GlobalModals() {
  return (
    <>
      <ConfirmModal />
      <PlanLimitModal />
      <NewCollectionModal />
    </>
  );
}
