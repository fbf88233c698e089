"use client";
// The dashboard's global modals (spec section 2): confirm, plan limit and new collection, each opened by a window event.
import { NewCollectionModal } from "@/features/collections/new-collection-modal";
import { ConfirmModal } from "./confirm-modal";
import { PlanLimitModal } from "./plan-limit-modal";

export function GlobalModals() {
  return (
    <>
      <ConfirmModal />
      <PlanLimitModal />
      <NewCollectionModal />
    </>
  );
}
