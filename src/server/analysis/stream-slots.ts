// Caps on open analysis progress streams (GET /v1/analyze/{id}/events, issue 13 item 8). Each stream holds a
// connection and polls the database every 300 ms for up to 90 s, so one client could otherwise exhaust the server by
// opening hundreds. Counted per process (a stream lives in the process that serves it), per client IP and per
// analysis.
import "server-only";

export const STREAMS_PER_CLIENT = 4;
export const STREAMS_PER_ANALYSIS = 20;

const store = globalThis as unknown as {
  __feedscopeStreamSlots?: { byClient: Map<string, number>; byAnalysis: Map<string, number> };
};

function counters() {
  store.__feedscopeStreamSlots ??= { byClient: new Map(), byAnalysis: new Map() };
  return store.__feedscopeStreamSlots;
}

function change(map: Map<string, number>, key: string, delta: number) {
  const next = (map.get(key) ?? 0) + delta;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}

/** Takes a slot for a stream and answers its release (call once, when the stream ends), or null past a cap. */
export function takeStreamSlot(clientIp: string, analysisId: string): (() => void) | null {
  const { byClient, byAnalysis } = counters();
  if ((byClient.get(clientIp) ?? 0) >= STREAMS_PER_CLIENT) return null;
  if ((byAnalysis.get(analysisId) ?? 0) >= STREAMS_PER_ANALYSIS) return null;
  change(byClient, clientIp, 1);
  change(byAnalysis, analysisId, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    change(byClient, clientIp, -1);
    change(byAnalysis, analysisId, -1);
  };
}
