// Threads API error envelopes to typed errors. The Threads API uses Meta's Graph envelope and codes (see
// ../instagram/meta-graph.ts); the reference gives no Threads-specific codes for a missing profile, so the standard
// Graph "does not exist" answers are read as not found ([unconfirmed] for profile_lookup).
import "server-only";
import { NotConfiguredError, NotFoundError, type PlatformError, RateLimitedError, UpstreamError } from "../errors";
import {
  describeGraphError,
  GRAPH_THROTTLE_CODES,
  GRAPH_TOKEN_INVALID,
  type GraphError,
  isGraphPermissionCode,
} from "../meta-graph/meta-graph";
import { THREADS_SOURCE } from "./source";

/** 100/33 "object does not exist", 110 "invalid user id", 803 "alias does not exist", or a plain HTTP 404. */
export function isMissingObject(error: GraphError): boolean {
  return (
    (error.code === 100 && error.subcode === 33) || error.code === 110 || error.code === 803 || error.status === 404
  );
}

export function classifyThreadsError(error: GraphError): PlatformError {
  const detail = describeGraphError(error);
  if (error.code === GRAPH_TOKEN_INVALID) {
    return new NotConfiguredError(
      THREADS_SOURCE,
      `The Threads access token is invalid or expired; renew THREADS_ACCESS_TOKEN (${detail})`,
    );
  }
  if (error.code !== null && GRAPH_THROTTLE_CODES.has(error.code)) {
    return new RateLimitedError(THREADS_SOURCE, null, `Threads is rate limiting requests (${detail})`);
  }
  if (isGraphPermissionCode(error.code)) {
    // Profile Discovery needs threads_profile_discovery with advanced access; standard access looks up only
    // @meta, @threads, @instagram and @facebook (reference §4.3).
    return new NotConfiguredError(
      THREADS_SOURCE,
      `The Threads token lacks a permission (threads_profile_discovery with advanced access) (${detail})`,
    );
  }
  if (isMissingObject(error)) {
    return new NotFoundError(THREADS_SOURCE, `This Threads profile or post does not exist (${detail})`);
  }
  return new UpstreamError(THREADS_SOURCE, `The Threads API failed: ${detail}`, error.status);
}
