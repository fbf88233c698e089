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

export function openPlanLimit(): void {
  window.dispatchEvent(new CustomEvent(PLAN_LIMIT_EVENT));
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
