// Graph error envelopes from business discovery to typed errors (reference §3.3).
import "server-only";
import { NotConfiguredError, NotFoundError, type PlatformError, RateLimitedError, UpstreamError } from "../errors";
import {
  describeGraphError,
  GRAPH_THROTTLE_CODES,
  GRAPH_TOKEN_INVALID,
  type GraphError,
  isGraphPermissionCode,
} from "../meta-graph/meta-graph";
import { INSTAGRAM_SOURCE } from "./source";

/**
 * "Cannot find User": business discovery answers this both for a username that does not exist and for a personal
 * (non-Business, non-Creator) account, seen with code 110 and with code 100 ([unconfirmed exact codes], §3.3). Meta
 * does not tell the two apart, so there is no way to report PrivateError from this source.
 */
const USER_NOT_FOUND_SUBCODE = 2207013;
const INVALID_USER_ID = 110;
/** 100/33 "object does not exist": the id in the path, which is our own INSTAGRAM_BUSINESS_ID, not the target. */
const UNKNOWN_OBJECT_SUBCODE = 33;

export function classifyInstagramError(error: GraphError): PlatformError {
  const detail = describeGraphError(error);
  if (error.code === GRAPH_TOKEN_INVALID) {
    return new NotConfiguredError(
      INSTAGRAM_SOURCE,
      `The Instagram access token is invalid or expired; renew INSTAGRAM_ACCESS_TOKEN (${detail})`,
    );
  }
  if (error.code !== null && GRAPH_THROTTLE_CODES.has(error.code)) {
    return new RateLimitedError(INSTAGRAM_SOURCE, null, `Instagram is rate limiting requests (${detail})`);
  }
  if (error.subcode === USER_NOT_FOUND_SUBCODE || error.code === INVALID_USER_ID) {
    return new NotFoundError(
      INSTAGRAM_SOURCE,
      `This Instagram account does not exist or is not a Business/Creator account (${detail})`,
    );
  }
  if (error.code === 100 && error.subcode === UNKNOWN_OBJECT_SUBCODE) {
    return new NotConfiguredError(
      INSTAGRAM_SOURCE,
      `INSTAGRAM_BUSINESS_ID is not a professional account this token can read (${detail})`,
    );
  }
  if (isGraphPermissionCode(error.code)) {
    return new NotConfiguredError(
      INSTAGRAM_SOURCE,
      `The Instagram token lacks a permission business discovery needs (${detail})`,
    );
  }
  return new UpstreamError(INSTAGRAM_SOURCE, `The Instagram Graph API failed: ${detail}`, error.status);
}
