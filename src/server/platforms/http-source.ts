// HTTP access to one platform source with the resilience every adapter needs: a concurrency cap, spacing between
// requests, a timeout per attempt, retries with exponential backoff and full jitter for transient failures only
// (network errors, timeouts, 429, 5xx), Retry-After honoured up to a cap, and a circuit that stops calling a source
// that keeps failing. Non-transient answers (4xx other than 429) are returned for the adapter to classify.
// Requests go through the outbound guard (src/server/security/outbound.ts) bound to the source's hosts, and spend
// the budget of their lane (request-lane.ts): scheduled refreshes and interactive requests never share one.
import "server-only";
import {
  createOutboundFetch,
  type OutboundFetch,
  OutboundRefusedError,
  type OutboundRules,
} from "../security/outbound";
import { RateLimitedError, UpstreamError } from "./errors";
import { currentLane, type RequestLane } from "./request-lane";

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
  /** Tests replace the network; by default the outbound guard for the source's hosts. */
  fetch: OutboundFetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

const realDeps: Omit<HttpDeps, "fetch"> = {
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

/** Concurrency, spacing and circuit state of one lane. */
interface Budget {
  inFlight: number;
  waiting: (() => void)[];
  nextStartAt: number;
  consecutiveFailures: number;
  openUntil: number;
}

function emptyBudget(): Budget {
  return { inFlight: 0, waiting: [], nextStartAt: 0, consecutiveFailures: 0, openUntil: 0 };
}

/** The hosts a source may reach; without them (tests injecting `fetch`) only OUTBOUND_ALLOW_HOSTS is reachable. */
export type SourceOptions = Partial<SourcePolicy> & { name: string; outbound?: Omit<OutboundRules, "purpose"> };

export class HttpSource {
  readonly policy: SourcePolicy;
  private readonly deps: HttpDeps;
  private readonly budgets: Record<RequestLane, Budget> = { interactive: emptyBudget(), scheduled: emptyBudget() };
  /** Calls made, for quota accounting and benchmarks. */
  calls = 0;

  constructor({ outbound, ...policy }: SourceOptions, deps: Partial<HttpDeps> = {}) {
    // Undefined overrides keep the default (a caller passing timeoutMs: undefined must not erase it).
    const defined = Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== undefined));
    this.policy = { ...DEFAULT_POLICY, ...defined } as SourcePolicy;
    const fetch = deps.fetch ?? createOutboundFetch({ purpose: this.policy.name, hosts: [], ...outbound });
    this.deps = { ...realDeps, ...deps, fetch };
  }

  private get budget(): Budget {
    return this.budgets[currentLane()];
  }

  /** Whether the circuit of the caller's lane is open. */
  get circuitOpen(): boolean {
    return this.deps.now() < this.budget.openUntil;
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const budget = this.budget;
    if (this.circuitOpen) {
      const seconds = Math.ceil((budget.openUntil - this.deps.now()) / 1000);
      throw new UpstreamError(this.policy.name, `${this.policy.name} keeps failing; paused for ${seconds} s`);
    }
    let attempt = 0;
    for (;;) {
      const outcome = await this.attempt(budget, url, init);
      if (outcome.kind === "response") {
        budget.consecutiveFailures = 0;
        return outcome.response;
      }
      if (outcome.kind === "refused") throw outcome.error;
      this.recordFailure(budget);
      const retryAfter = outcome.retryAfterMs;
      const tooLong = retryAfter !== null && retryAfter > this.policy.maxRetryAfterMs;
      if (attempt >= this.policy.retries || tooLong || this.circuitOpen) throw outcome.error;
      const backoff = this.deps.random() * this.policy.backoffBaseMs * 2 ** attempt;
      await this.deps.sleep(Math.max(backoff, retryAfter ?? 0));
      attempt += 1;
    }
  }

  private async attempt(
    budget: Budget,
    url: string | URL,
    init: RequestInit,
  ): Promise<
    | { kind: "response"; response: Response }
    | { kind: "refused"; error: Error }
    | { kind: "failure"; error: Error; retryAfterMs: number | null }
  > {
    await this.acquire(budget);
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
      // A refused destination is neither retried nor counted against the circuit: it would be refused again.
      if (cause instanceof OutboundRefusedError) {
        const error = new UpstreamError(this.policy.name, `${this.policy.name}: request refused`, null, { cause });
        return { kind: "refused", error };
      }
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
      this.release(budget);
    }
  }

  private recordFailure(budget: Budget) {
    budget.consecutiveFailures += 1;
    if (budget.consecutiveFailures >= this.policy.circuitThreshold) {
      budget.openUntil = this.deps.now() + this.policy.circuitCooldownMs;
      // After the cool-down one trial call decides: success closes the circuit, a failure reopens it at once.
      budget.consecutiveFailures = this.policy.circuitThreshold - 1;
    }
  }

  private async acquire(budget: Budget) {
    if (budget.inFlight >= this.policy.concurrency) {
      await new Promise<void>((resolve) => budget.waiting.push(resolve));
    }
    budget.inFlight += 1;
    if (this.policy.minIntervalMs > 0) {
      const now = this.deps.now();
      const startAt = Math.max(now, budget.nextStartAt);
      budget.nextStartAt = startAt + this.policy.minIntervalMs;
      if (startAt > now) await this.deps.sleep(startAt - now);
    }
  }

  private release(budget: Budget) {
    budget.inFlight -= 1;
    budget.waiting.shift()?.();
  }
}
