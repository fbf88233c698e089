// One call per id, in turn (the API takes one feed or channel per request): every id is tried even after a failure,
// and a failure of any of them rejects with the count, so one message can say how many failed.

export class BatchError extends Error {
  constructor(
    readonly failed: number,
    readonly total: number,
    /** The last failure, whose own words describe a single failed call. */
    readonly lastError: unknown,
  ) {
    super(`${failed} of ${total} failed`);
    this.name = "BatchError";
  }
}

export async function runInTurn<T>(ids: readonly T[], call: (id: T) => Promise<unknown>): Promise<void> {
  let failed = 0;
  let lastError: unknown = null;
  for (const id of ids) {
    try {
      await call(id);
    } catch (error) {
      failed += 1;
      lastError = error;
    }
  }
  if (failed) throw new BatchError(failed, ids.length, lastError);
}
