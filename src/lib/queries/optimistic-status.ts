// Stop and resume show at once (the server sets Stop or Tracking, src/server/services/tracking/*-actions.ts); the
// refetch after the request confirms it, and a failure puts the cached answers back.
import { FeedStatus } from "@/domain/enums";

export type StatusAction = "stop" | "resume" | "refresh" | "delete";

/** The status an action leaves behind (feeds and channels share the numbers), or null when it is not foreseeable. */
export function statusAfter(action: StatusAction): number | null {
  if (action === "stop") return FeedStatus.Stop;
  if (action === "resume") return FeedStatus.Tracking;
  return null;
}

interface WithStatus {
  id: number;
  status: number;
}

/** One cached item with its new status when it is one of `ids`; anything else is returned as it was. */
export function itemWithStatus<T>(item: T, ids: readonly number[], status: number): T {
  if (!item || typeof item !== "object") return item;
  const { id } = item as Partial<WithStatus>;
  return typeof id === "number" && ids.includes(id) ? { ...item, status } : item;
}

/** A cached list page with the new status on the rows of `ids`; the page keeps its identity when none matched. */
export function pageWithStatus<T>(page: T, ids: readonly number[], status: number): T {
  const list = (page as { list?: unknown } | undefined)?.list;
  if (!Array.isArray(list)) return page;
  const next = list.map((item) => itemWithStatus(item, ids, status));
  return next.some((item, index) => item !== list[index]) ? { ...page, list: next } : page;
}
