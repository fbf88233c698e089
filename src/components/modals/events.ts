"use client";
// Window events of the dashboard's global modals (spec section 4). Any code can open them without a provider.
import { useEffect, useRef } from "react";

export const CONFIRM_EVENT = "feedscope:confirm";
export const PLAN_LIMIT_EVENT = "feedscope:plan-limit";
export const NEW_COLLECTION_EVENT = "feedscope:new-collection";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  color?: "danger" | "primary";
  onSubmit: () => Promise<void> | void;
  onClose?: () => void;
}

/** Opens the confirm modal. */
export function confirm(options: ConfirmOptions): void {
  window.dispatchEvent(new CustomEvent<ConfirmOptions>(CONFIRM_EVENT, { detail: options }));
}

/** The 90001 answer's data: which limit was reached (`limit_kind`) and the least plan with room (`plan`). */
export type PlanLimitDetail = { limit_kind?: unknown; plan?: unknown } | null;

export function openPlanLimit(detail: PlanLimitDetail = null): void {
  window.dispatchEvent(new CustomEvent<PlanLimitDetail>(PLAN_LIMIT_EVENT, { detail }));
}

export function openNewCollection(): void {
  window.dispatchEvent(new CustomEvent(NEW_COLLECTION_EVENT));
}

/** Subscribes to a window event for the component's lifetime; the latest handler is always called. */
export function useWindowEvent<T = unknown>(name: string, handler: (event: CustomEvent<T>) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => ref.current(event as CustomEvent<T>);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
