// What a finished mutation puts in the message bar (spec section 4: the message bar, auto-cleared after 3 s). Hooks
// and components describe it in the mutation's `meta.notice`; the QueryClient's MutationCache (providers.tsx) is the
// one place that reads it and writes the store, so no component calls the store for a result.
import { MessageType } from "@/domain/enums";
import type { MessageBox } from "../store/types";

export interface MutationNotice<TData = unknown, TVariables = unknown> {
  /** Success text, or a function of the answer and the variables; absent: success says nothing. */
  success?: string | ((data: TData, variables: TVariables) => string);
  /**
   * true: the failure's own words (translated by the caller of errorNotice); a function: custom words (null keeps
   * quiet); absent or false: the component shows the failure itself (inline forms).
   */
  error?: boolean | ((error: unknown, describe: (error: unknown) => string) => string | null);
}

export interface NoticeMeta {
  // biome-ignore lint/suspicious/noExplicitAny: the cache sees every mutation; each hook types its own notice
  notice?: MutationNotice<any, any>;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: NoticeMeta;
  }
}

export function successNotice(meta: NoticeMeta | undefined, data: unknown, variables: unknown): MessageBox | null {
  const success = meta?.notice?.success;
  if (success === undefined) return null;
  const content = typeof success === "function" ? success(data, variables) : success;
  return content ? { type: MessageType.Success, content } : null;
}

export function errorNotice(
  meta: NoticeMeta | undefined,
  error: unknown,
  describe: (error: unknown) => string,
): MessageBox | null {
  const rule = meta?.notice?.error;
  if (!rule) return null;
  const content = rule === true ? describe(error) : rule(error, describe);
  return content ? { type: MessageType.Danger, content } : null;
}
