// The server's notion of "now". Tests drive it to move through refresh cycles without waiting; everything that
// schedules or timestamps tracking data reads it here.
import "server-only";

const store = globalThis as unknown as { __feedscopeClock?: () => Date };

export function now(): Date {
  return store.__feedscopeClock?.() ?? new Date();
}

/** Replaces the clock (tests only); null restores the real one. */
export function setClock(clock: (() => Date) | null): void {
  store.__feedscopeClock = clock ?? undefined;
}
