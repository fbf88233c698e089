// HTTP access to one platform source with the resilience every adapter needs: a concurrency cap, spacing between
// requests, a timeout per attempt, retries with exponential backoff and full jitter for transient failures only
// (network errors, timeouts, 429, 5xx), Retry-After honoured up to a cap, and a circuit that stops calling a source
// that keeps failing. Non-transient answers (4xx other than 429) are returned for the adapter to classify.
import "server-only";
import { RateLimitedError, UpstreamError } from "./errors";

export interface SourcePolicy {
  /** For messages and logs: "youtube-data-api"… */
  name: string;
  concurrency: number;
  /** Minimum time between two request starts. */
  minIntervalMs: number;
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only. */
  retries: number;
  backoffBaseMs: number;
  /** Longest Retry-After we are willing to sleep through; longer ones fail at once as rate limited. */
  maxRetryAfterMs: number;
  /** Consecutive transient failures that open the circuit. */
  circuitThreshold: number;
  circuitCooldownMs: number;
}

export const DEFAULT_POLICY: Omit<SourcePolicy, "name"> = {
  concurrency: 4,
  minIntervalMs: 0,
  timeoutMs: 15_000,
  retries: 2,
  backoffBaseMs: 500,
  maxRetryAfterMs: 30_000,
  circuitThreshold: 5,
  circuitCooldownMs: 60_000,
};

export interface HttpDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

const realDeps: HttpDeps = {
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export class HttpSource {
  readonly policy: SourcePolicy;
  private readonly deps: HttpDeps;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private nextStartAt = 0;
  private consecutiveFailures = 0;
  private openUntil = 0;
  /** Calls made, for quota accounting and benchmarks. */
  calls = 0;

  constructor(policy: Partial<SourcePolicy> & { name: string }, deps: Partial<HttpDeps> = {}) {
    // Undefined overrides keep the default (a caller passing timeoutMs: undefined must not erase it).
    const defined = Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== undefined));
    this.policy = { ...DEFAULT_POLICY, ...defined } as SourcePolicy;
    this.deps = { ...realDeps, ...deps };
  }

  get circuitOpen(): boolean {
    return this.deps.now() < this.openUntil;
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    if (this.circuitOpen) {
      const seconds = Math.ceil((this.openUntil - this.deps.now()) / 1000);
      throw new UpstreamError(this.policy.name, `${this.policy.name} keeps failing; paused for ${seconds} s`);
    }
    let attempt = 0;
    for (;;) {
      const outcome = await this.attempt(url, init);
      if (outcome.kind === "response") {
        this.consecutiveFailures = 0;
        return outcome.response;
      }
      this.recordFailure();
      const retryAfter = outcome.retryAfterMs;
      const tooLong = retryAfter !== null && retryAfter > this.policy.maxRetryAfterMs;
      if (attempt >= this.policy.retries || tooLong || this.circuitOpen) throw outcome.error;
      const backoff = this.deps.random() * this.policy.backoffBaseMs * 2 ** attempt;
      await this.deps.sleep(Math.max(backoff, retryAfter ?? 0));
      attempt += 1;
    }
  }

  private async attempt(
    url: string | URL,
    init: RequestInit,
  ): Promise<
    { kind: "response"; response: Response } | { kind: "failure"; error: Error; retryAfterMs: number | null }
  > {
    await this.acquire();
    try {
      this.calls += 1;
      // The caller's signal (if any) still cancels; the timeout applies per attempt.
      const timeout = AbortSignal.timeout(this.policy.timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      const response = await this.deps.fetch(url, { ...init, signal });
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get("retry-after"), this.deps.now());
        await response.body?.cancel();
        const error = new RateLimitedError(this.policy.name, wait === null ? null : Math.ceil(wait / 1000));
        return { kind: "failure", error, retryAfterMs: wait };
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        const error = new UpstreamError(
          this.policy.name,
          `${this.policy.name} answered ${response.status}`,
          response.status,
        );
        return { kind: "failure", error, retryAfterMs: null };
      }
      return { kind: "response", response };
    } catch (cause) {
      const timedOut = cause instanceof DOMException && (cause.name === "TimeoutError" || cause.name === "AbortError");
      const message = timedOut
        ? `${this.policy.name} did not answer within ${this.policy.timeoutMs} ms`
        : `${this.policy.name} could not be reached`;
      return {
        kind: "failure",
        error: new UpstreamError(this.policy.name, message, null, { cause }),
        retryAfterMs: null,
      };
    } finally {
      this.release();
    }
  }

  private recordFailure() {
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures >= this.policy.circuitThreshold) {
      this.openUntil = this.deps.now() + this.policy.circuitCooldownMs;
      // After the cool-down one trial call decides: success closes the circuit, a failure reopens it at once.
      this.consecutiveFailures = this.policy.circuitThreshold - 1;
    }
  }

  private async acquire() {
    if (this.inFlight >= this.policy.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.inFlight += 1;
    if (this.policy.minIntervalMs > 0) {
      const now = this.deps.now();
      const startAt = Math.max(now, this.nextStartAt);
      this.nextStartAt = startAt + this.policy.minIntervalMs;
      if (startAt > now) await this.deps.sleep(startAt - now);
    }
  }

  private release() {
    this.inFlight -= 1;
    this.waiting.shift()?.();
  }
}
