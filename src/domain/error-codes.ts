// The /v1 error catalogue (spec section 8, DESIGN.md section 8). Every failure answers the envelope
// { code, message, data } with one of these codes and a meaningful HTTP status.
export const ErrorCode = {
  Ok: 0,
  Validation: 40000,
  InvalidCredentials: 40001,
  InvalidToken: 40002,
  WrongPassword: 40003,
  OAuthIncomplete: 40004,
  InvitationExpired: 40005,
  InvitationRevoked: 40006,
  InvitationUsed: 40007,
  InvitationEmailMismatch: 40008,
  CardDeclined: 40009,
  WebhookSignatureInvalid: 40010,
  Unauthorized: 40100,
  ApiKeyInvalid: 40101,
  Forbidden: 40300,
  EmailNotVerified: 40301,
  AccountPrivate: 40302,
  RoleRequired: 40303,
  OwnerProtected: 40304,
  ApiKeyNotAllowed: 40305,
  NotFound: 40400,
  ChannelNotFound: 40401,
  VideoNotFound: 40402,
  MethodNotAllowed: 40500,
  Conflict: 40900,
  EmailTaken: 40901,
  AlreadyMember: 40902,
  SubscriptionState: 40903,
  PayloadTooLarge: 41300,
  UnsupportedMediaType: 41500,
  RateLimited: 42900,
  PlatformRateLimited: 42901,
  PlatformQuotaExceeded: 42902,
  ToolsDailyLimit: 42903,
  Internal: 50000,
  PlatformUnavailable: 50200,
  ToolsProviderFailed: 50201,
  Unavailable: 50300,
  PlatformNotConfigured: 50301,
  ToolsProviderTimeout: 50400,
  PlanLimitReached: 90001,
  SharePasswordError: 90002,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface CatalogueEntry {
  status: 200 | 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;
  message: string;
}

export const ERROR_CATALOGUE: Record<ErrorCodeValue, CatalogueEntry> = {
  [ErrorCode.Ok]: { status: 200, message: "ok" },
  [ErrorCode.Validation]: { status: 400, message: "Some fields are not valid" },
  [ErrorCode.InvalidCredentials]: { status: 400, message: "Invalid email or password" },
  [ErrorCode.InvalidToken]: { status: 400, message: "This link is invalid or has expired" },
  [ErrorCode.WrongPassword]: { status: 400, message: "Current password is incorrect" },
  [ErrorCode.OAuthIncomplete]: { status: 400, message: "Google sign-in did not complete, please try again" },
  [ErrorCode.InvitationExpired]: { status: 400, message: "This invitation has expired, ask for a new one" },
  [ErrorCode.InvitationRevoked]: { status: 400, message: "This invitation was revoked" },
  [ErrorCode.InvitationUsed]: { status: 400, message: "This invitation was already accepted" },
  [ErrorCode.InvitationEmailMismatch]: {
    status: 400,
    message: "This invitation is for another email address, sign in with that address",
  },
  [ErrorCode.CardDeclined]: { status: 400, message: "The card was declined" },
  [ErrorCode.WebhookSignatureInvalid]: { status: 400, message: "The webhook signature is missing or invalid" },
  // The client treats every 401 as an expired session (spec section 4), so only session failures use it.
  [ErrorCode.Unauthorized]: { status: 401, message: "Session expired, please login again" },
  // An API key (Authorization: Bearer fsk_…) that is unknown, revoked, expired, of a team without API access or of a
  // creator who left the team: the message says which, so a script's author knows what to fix.
  [ErrorCode.ApiKeyInvalid]: { status: 401, message: "This API key is not valid" },
  [ErrorCode.Forbidden]: { status: 403, message: "You do not have permission to do this" },
  [ErrorCode.EmailNotVerified]: { status: 403, message: "Please verify your email address to access all features" },
  [ErrorCode.AccountPrivate]: { status: 403, message: "This account is private" },
  // The guard words the message with the role the action needs ("This needs the Admin or Owner role").
  [ErrorCode.RoleRequired]: { status: 403, message: "Your role in this team does not allow this" },
  [ErrorCode.OwnerProtected]: { status: 403, message: "The team's Owner cannot be removed or demoted" },
  // Members, billing, API keys, team settings, alerts and one's own account are for people signed in, not for keys.
  [ErrorCode.ApiKeyNotAllowed]: { status: 403, message: "API keys cannot do this" },
  [ErrorCode.NotFound]: { status: 404, message: "Not found" },
  [ErrorCode.ChannelNotFound]: { status: 404, message: "This channel does not exist" },
  [ErrorCode.VideoNotFound]: { status: 404, message: "This video does not exist" },
  [ErrorCode.MethodNotAllowed]: { status: 405, message: "Method not allowed" },
  [ErrorCode.Conflict]: { status: 409, message: "This conflicts with the current state" },
  [ErrorCode.EmailTaken]: { status: 409, message: "An account with this email already exists" },
  [ErrorCode.AlreadyMember]: { status: 409, message: "This person is already a member of the team" },
  [ErrorCode.SubscriptionState]: { status: 409, message: "The subscription is not in a state that allows this" },
  [ErrorCode.PayloadTooLarge]: { status: 413, message: "The request body is too large" },
  [ErrorCode.UnsupportedMediaType]: { status: 415, message: "Send the request body as JSON" },
  [ErrorCode.RateLimited]: { status: 429, message: "Too many requests, please try again later" },
  [ErrorCode.PlatformRateLimited]: {
    status: 429,
    message: "The platform is limiting requests, please try again shortly",
  },
  [ErrorCode.PlatformQuotaExceeded]: {
    status: 429,
    message: "The platform's daily quota is used up, please try again tomorrow",
  },
  // The route words the message with the actual cap and whether signing in gives more.
  [ErrorCode.ToolsDailyLimit]: {
    status: 429,
    message: "The free tools' daily limit is reached, please try again tomorrow",
  },
  [ErrorCode.Internal]: { status: 500, message: "Something went wrong on our side, please try again" },
  [ErrorCode.PlatformUnavailable]: {
    status: 502,
    message: "The platform did not answer properly, please try again shortly",
  },
  [ErrorCode.ToolsProviderFailed]: {
    status: 502,
    message: "The text generator did not answer properly, please try again",
  },
  [ErrorCode.Unavailable]: { status: 503, message: "The service is starting or unavailable, please try again" },
  [ErrorCode.PlatformNotConfigured]: { status: 503, message: "This platform's data source is not configured" },
  [ErrorCode.ToolsProviderTimeout]: {
    status: 504,
    message: "The text generator took too long to answer, please try again",
  },
  [ErrorCode.PlanLimitReached]: {
    status: 403,
    message: "Your plan limit is reached. Please upgrade your plan to continue.",
  },
  [ErrorCode.SharePasswordError]: { status: 403, message: "Share password error" },
};
