// The /v1 API: one Hono app, mounted in Next (src/app/v1/[[...route]]/route.ts) and usable on its own in tests.
import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { ErrorCode } from "@/domain/error-codes";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ApiError } from "../errors/api-error";
import { getLogger } from "../logger";
import { RateLimitedError } from "../security/rate-limited-error";
import type { AppEnv } from "./context";
import { failure } from "./envelope";
import { allowedMethods } from "./method-not-allowed";
import { acceptWhileRunning, withDatabase } from "./middleware/database";
import { markDataChanged } from "./middleware/mark-data-changed";
import { API_KEY_SCHEME, addApiKeySecurity } from "./openapi-api-keys";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { alertRoutes } from "./routes/alerts";
import { analyzeRoutes } from "./routes/analyze";
import { apiKeyRoutes } from "./routes/api-keys";
import { billingRoutes } from "./routes/billing";
import { channelRoutes } from "./routes/channel";
import { channelGainsRoutes } from "./routes/channel-gains";
import { collectionRoutes } from "./routes/collection";
import { compareRoutes } from "./routes/compare";
import { demoWorkspaceRoutes } from "./routes/demo-workspace";
import { docsRoutes } from "./routes/docs";
import { feedRoutes } from "./routes/feed";
import { healthRoutes } from "./routes/health";
import { mcpRoutes } from "./routes/mcp";
import { overviewRoutes } from "./routes/overview";
import { shareRoutes } from "./routes/share";
import { teamRoutes } from "./routes/team";
import { teamMemberRoutes } from "./routes/team-members";
import { teamSwitchRoutes } from "./routes/team-switch";
import { toolRoutes } from "./routes/tools";
import { UPLOAD_BODY_PATH, uploadRoutes } from "./routes/upload";
import { userRoutes } from "./routes/user";
import { logSlowRequests } from "./slow-request-log";

export const OPENAPI_INFO = {
  title: "Feedscope API",
  version: "1.0.0",
  description:
    "Every answer is an envelope { code, message, data }: code 0 on success, a catalogue code otherwise. " +
    "Authenticate with `Authorization: Bearer <token>` (the token from /v1/account/auth or /v1/account/register), " +
    "or, on the operations that list the apiKey scheme, with an API key: `Authorization: Bearer fsk_…`.",
};

/** PostgreSQL refused text it cannot store (a NUL character: SQLSTATE 22021), anywhere in the cause chain. */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === "22021") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Found by the fuzz test: a NUL character in any text field reached a query and answered 500.
  if (isUnstorableText(error)) return new ApiError(ErrorCode.Validation, "Text may not contain the NUL character");
  if (error instanceof HTTPException) {
    if (error.status === 400) return new ApiError(ErrorCode.Validation, error.message || "Malformed request body");
    if (error.status === 413) return new ApiError(ErrorCode.PayloadTooLarge);
    // The OpenAPI validator refuses a body that is not JSON with a bare 415 (found by the fuzz test).
    if (error.status === 415) return new ApiError(ErrorCode.UnsupportedMediaType);
    if (error.status === 401) return new ApiError(ErrorCode.Unauthorized);
  }
  // The catalogue's generic sentence only: the cause (a path, a pid, a host) goes to the log, not to the client.
  if (isDatabaseUnavailable(error)) return new ApiError(ErrorCode.Unavailable);
  return new ApiError(ErrorCode.Internal);
}

export function createApiApp() {
  const app = new OpenAPIHono<AppEnv>({ strict: false }).basePath("/v1");

  app.use("*", acceptWhileRunning);
  app.use("*", logSlowRequests);
  app.use("*", markDataChanged);
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(failure(new ApiError(ErrorCode.PayloadTooLarge)), 413),
  });
  // The image upload reads its own, larger limit (routes/upload.ts).
  app.use("*", (c, next) => (UPLOAD_BODY_PATH.test(c.req.path) ? next() : jsonBodyLimit(c, next)));
  const document = () => {
    const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: OPENAPI_INFO });
    addApiKeySecurity(doc as Parameters<typeof addApiKeySecurity>[0], app.routes);
    return doc;
  };
  app.get("/openapi.json", (c) => c.json(document()));
  // The reference UI reads /v1/openapi.json in the browser; it needs no database.
  app.route("/", docsRoutes);
  // Health and ping first: it reports an unreachable database itself instead of failing in the database middleware.
  app.route("/", healthRoutes);
  app.use("*", withDatabase);
  app.route("/", accountRoutes);
  app.route("/", userRoutes);
  app.route("/", teamRoutes);
  app.route("/", teamSwitchRoutes);
  app.route("/", teamMemberRoutes);
  app.route("/", demoWorkspaceRoutes);
  app.route("/", overviewRoutes);
  app.route("/", feedRoutes);
  app.route("/", channelRoutes);
  app.route("/", channelGainsRoutes);
  app.route("/", compareRoutes);
  app.route("/", collectionRoutes);
  app.route("/", alertRoutes);
  app.route("/", shareRoutes);
  app.route("/", apiKeyRoutes);
  app.route("/", adminRoutes);
  app.route("/", billingRoutes);
  app.route("/", analyzeRoutes);
  app.route("/", toolRoutes);
  app.route("/", uploadRoutes);
  app.route("/", mcpRoutes);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", API_KEY_SCHEME);

  app.notFound((c) => {
    const allowed = allowedMethods(app.routes, c.req.path);
    if (allowed.length) {
      c.header("Allow", allowed.join(", "));
      return c.json(failure(new ApiError(ErrorCode.MethodNotAllowed)), 405);
    }
    return c.json(failure(new ApiError(ErrorCode.NotFound, `No API route ${c.req.method} ${c.req.path}`)), 404);
  });

  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError.code === ErrorCode.Internal) {
      getLogger().error({ err: error, path: c.req.path, method: c.req.method }, "unhandled API error");
    } else if (apiError.code === ErrorCode.Unavailable && !(error instanceof ApiError)) {
      getLogger().warn({ err: error, path: c.req.path, method: c.req.method }, "database unavailable");
    }
    if (error instanceof RateLimitedError) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(failure(apiError), apiError.status as 400);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;

const store = globalThis as unknown as { __feedscopeApi?: ApiApp };

export function getApiApp(): ApiApp {
  store.__feedscopeApi ??= createApiApp();
  return store.__feedscopeApi;
}
