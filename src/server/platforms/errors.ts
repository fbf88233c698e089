// Typed adapter failures (DESIGN.md section 5). Services map them to user-facing states; only `Upstream` and
// `RateLimited` are worth retrying.
import "server-only";
export type PlatformErrorKind =
  | "not_found"
  | "private"
  | "rate_limited"
  | "quota_exceeded"
  | "not_configured"
  | "upstream"
  | "malformed";

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly source: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PlatformError";
  }

  get transient(): boolean {
    return this.kind === "upstream" || this.kind === "rate_limited";
  }
}

/** The spec's "channel does not exist": the account or video is not there (deleted, banned, mistyped). */
export class NotFoundError extends PlatformError {
  constructor(source: string, message = "This channel does not exist") {
    super("not_found", message, source);
    this.name = "NotFoundError";
  }
}

export class PrivateError extends PlatformError {
  constructor(source: string, message = "This account is private") {
    super("private", message, source);
    this.name = "PrivateError";
  }
}

export class RateLimitedError extends PlatformError {
  constructor(
    source: string,
    /** Seconds the source asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null,
    message = "The platform is rate limiting requests",
  ) {
    super("rate_limited", message, source);
    this.name = "RateLimitedError";
  }
}

export class QuotaExceededError extends PlatformError {
  constructor(source: string, message = "The platform's daily quota is used up") {
    super("quota_exceeded", message, source);
    this.name = "QuotaExceededError";
  }
}

export class NotConfiguredError extends PlatformError {
  constructor(source: string, message = "This platform's data source is not configured") {
    super("not_configured", message, source);
    this.name = "NotConfiguredError";
  }
}

export class UpstreamError extends PlatformError {
  constructor(
    source: string,
    message = "The platform did not answer properly",
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super("upstream", message, source, options);
    this.name = "UpstreamError";
  }

  /** A 4xx the source refused (other than 429) will fail the same way again; 5xx and network failures may not. */
  override get transient(): boolean {
    return this.status === null || this.status >= 500;
  }
}

export class MalformedError extends PlatformError {
  constructor(
    source: string,
    message = "The platform answered in a shape we do not recognize",
    options?: { cause?: unknown },
  ) {
    super("malformed", message, source, options);
    this.name = "MalformedError";
  }
}
