// The one place that reads process.env. Every variable is listed with its default in .env.example.
import path from "node:path";

function str(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === "" ? fallback : value;
}

function bool(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.toLowerCase());
}

function int(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(value) ? value : fallback;
}

/** A setting that must not be negative: a negative value is no setting and keeps the default. */
function nonNegativeOr(value: number, fallback: number): number {
  return value < 0 ? fallback : value;
}

export function getEnv() {
  // APP_ENV, not NODE_ENV: `npm start` always runs Next in NODE_ENV=production, while a local install still needs
  // its dev tools (the /dev/outbox page). Deployments set APP_ENV=production.
  const isProduction = str("APP_ENV", "development") === "production";
  const port = int("PORT", 3000);
  const host = str("HOST", "localhost");
  return {
    port,
    host,
    appUrl: str("APP_URL", `http://${host}:${port}`).replace(/\/+$/, ""),
    dataDir: path.resolve(str("DATA_DIR", "./data")),
    databaseUrl: str("DATABASE_URL", ""),
    authSecret: str("BETTER_AUTH_SECRET", ""),
    authRateLimit: bool("AUTH_RATE_LIMIT", isProduction),
    // How many proxies in front of the app append to X-Forwarded-For (src/server/security/client-ip.ts).
    trustProxyHops: Math.max(0, int("TRUST_PROXY_HOPS", 0)),
    // Seconds a signed-in request's session lookup is reused in-process (src/server/auth/session-cache.ts); 0 = off.
    sessionCacheSeconds: Math.max(0, int("SESSION_CACHE_SECONDS", 5)),
    // Seconds a user's team and role are reused in-process (src/server/auth/membership-cache.ts); 0 = off.
    membershipCacheSeconds: Math.max(0, int("MEMBERSHIP_CACHE_SECONDS", 5)),
    // Seconds GET /v1/feed/list's answer is reused in-process (src/server/queries/answer-cache.ts); writes in
    // this process drop it at once, this bounds other processes' writes; 0 = off.
    feedListCacheSeconds: Math.max(0, int("FEED_LIST_CACHE_SECONDS", 2)),
    slowRequestMs: Math.max(0, int("SLOW_REQUEST_MS", 5_000)),
    // Seconds GET /v1/team/overview's answer is reused in-process, on the same rules (src/server/queries/answer-cache.ts).
    overviewCacheSeconds: Math.max(0, int("OVERVIEW_CACHE_SECONDS", 2)),
    // Requests one API key may make per minute (issue 17 item 3; src/server/api/middleware/api-key-actor.ts).
    apiKeyRatePerMinute: Math.max(1, int("API_KEY_RATE_PER_MINUTE", 60)),
    googleClientId: str("GOOGLE_CLIENT_ID", ""),
    googleClientSecret: str("GOOGLE_CLIENT_SECRET", ""),
    smtpUrl: str("SMTP_URL", ""),
    // Key of the local email outbox; empty = generated once into DATA_DIR/outbox-key (src/server/email/outbox-key.ts).
    outboxKey: str("OUTBOX_KEY", ""),
    mailFrom: str("MAIL_FROM", "Feedscope <no-reply@feedscope.local>"),
    supportEmail: str("SUPPORT_EMAIL", "support@feedscope.app"),
    adminToken: str("ADMIN_TOKEN", ""),
    runWorker: bool("WORKER_IN_WEB", true),
    // Whether a process without a running worker starts its own send-only pg-boss to enqueue jobs (a web process
    // beside separate workers publishing a manual refresh, src/server/jobs/job-sender.ts); tests turn it off.
    jobsSendOnlyBoss: bool("JOBS_SEND_ONLY_BOSS", true),
    // PGlite serves statements oldest request first (src/server/db/query-order.ts); false = arrival order.
    pgliteRequestOrder: bool("PGLITE_REQUEST_ORDER", true),
    // Milliseconds PGlite statements are served back to back before the event loop gets a turn
    // (src/server/db/query-order.ts DEFAULT_SLICE_MS); 0 = never (the whole backlog in one task, as before session
    // 8); a negative value is no setting and keeps the default.
    pgliteSliceMs: nonNegativeOr(int("PGLITE_SLICE_MS", 20), 20),
    demoMode: bool("DEMO_MODE", true),
    trackingJobExpireSeconds: int("TRACKING_JOB_EXPIRE_SECONDS", 300),
    trackingJobRetryDelaySeconds: int("TRACKING_JOB_RETRY_DELAY_SECONDS", 30),
    jobsMaintenanceSeconds: int("JOBS_MAINTENANCE_SECONDS", 60),
    // Refresh jobs one worker process runs at once (each waits mostly on the platform and the database).
    refreshJobConcurrency: Math.max(1, int("REFRESH_JOB_CONCURRENCY", 4)),
    demoLatencyMs: int("DEMO_LATENCY_MS", 0),
    analyzeVideoLimit: int("ANALYZE_VIDEO_LIMIT", 100),
    logLevel: str("LOG_LEVEL", "info"),
    // Comma-separated host:port that outbound requests may reach whatever their address (src/server/security/outbound.ts).
    outboundAllowHosts: str("OUTBOUND_ALLOW_HOSTS", ""),
    storage: {
      // Uploaded images (avatars): DATA_DIR/uploads unless an S3-compatible bucket is configured
      // (src/server/storage/file-storage.ts); with STORAGE_PUBLIC_BASE_URL they are served from there.
      s3Endpoint: str("STORAGE_S3_ENDPOINT", "").replace(/\/+$/, ""),
      s3Bucket: str("STORAGE_S3_BUCKET", ""),
      s3Region: str("STORAGE_S3_REGION", "us-east-1"),
      s3AccessKeyId: str("STORAGE_S3_ACCESS_KEY_ID", ""),
      s3SecretAccessKey: str("STORAGE_S3_SECRET_ACCESS_KEY", ""),
      publicBaseUrl: str("STORAGE_PUBLIC_BASE_URL", "").replace(/\/+$/, ""),
    },
    tools: {
      // The free AI tools: an OpenAI-compatible server when AI_BASE_URL is set, else the built-in composer.
      aiBaseUrl: str("AI_BASE_URL", "").replace(/\/+$/, ""),
      aiApiKey: str("AI_API_KEY", ""),
      aiModel: str("AI_MODEL", "gpt-4o-mini"),
      aiTimeoutMs: int("AI_TIMEOUT_MS", 20_000),
      visitorDailyLimit: int("TOOLS_VISITOR_DAILY_LIMIT", 10),
      memberDailyLimit: int("TOOLS_MEMBER_DAILY_LIMIT", 100),
    },
    stripe: {
      // Stripe is the payment provider when both are set; otherwise the built-in test provider (issue 15).
      secretKey: str("STRIPE_SECRET_KEY", ""),
      webhookSecret: str("STRIPE_WEBHOOK_SECRET", ""),
      // Price ids per paid SKU; an empty one is looked up by lookup key (the SKU's name) in the Stripe account.
      prices: {
        pro_monthly: str("STRIPE_PRICE_PRO_MONTHLY", ""),
        pro_yearly: str("STRIPE_PRICE_PRO_YEARLY", ""),
        max_monthly: str("STRIPE_PRICE_MAX_MONTHLY", ""),
        max_yearly: str("STRIPE_PRICE_MAX_YEARLY", ""),
      },
      // Where the SDK sends its requests (protocol, host and port); tests point it at a loopback fake.
      apiBaseUrl: str("STRIPE_API_BASE_URL", "https://api.stripe.com").replace(/\/+$/, ""),
    },
    platforms: {
      youtube: {
        apiKey: str("YOUTUBE_API_KEY", ""),
        baseUrl: str("YOUTUBE_API_BASE_URL", "https://www.googleapis.com"),
        webBaseUrl: str("YOUTUBE_WEB_BASE_URL", "https://www.youtube.com"),
      },
      tiktok: {
        // The public page source needs no key, so it is opt-in: a fresh install stays on demo data.
        enabled: bool("TIKTOK_WEB_ENABLED", false),
        baseUrl: str("TIKTOK_WEB_BASE_URL", "https://www.tiktok.com"),
      },
      instagram: {
        accessToken: str("INSTAGRAM_ACCESS_TOKEN", ""),
        businessId: str("INSTAGRAM_BUSINESS_ID", ""),
        baseUrl: str("INSTAGRAM_GRAPH_BASE_URL", "https://graph.facebook.com"),
        version: str("INSTAGRAM_GRAPH_VERSION", "v25.0"),
      },
      threads: {
        accessToken: str("THREADS_ACCESS_TOKEN", ""),
        baseUrl: str("THREADS_API_BASE_URL", "https://graph.threads.net"),
      },
      timeoutMs: int("PLATFORM_TIMEOUT_MS", 15_000),
    },
    notify: {
      // Where alert messages go (src/server/notify): Telegram's Bot API, and the hosts Discord, Slack and Lark
      // webhook URLs must be on besides the services' own (tests point them at loopback fakes).
      telegramApiBaseUrl: str("TELEGRAM_API_BASE_URL", "https://api.telegram.org").replace(/\/+$/, ""),
      discordApiBaseUrl: str("DISCORD_API_BASE_URL", "https://discord.com").replace(/\/+$/, ""),
      slackApiBaseUrl: str("SLACK_API_BASE_URL", "https://hooks.slack.com").replace(/\/+$/, ""),
      larkApiBaseUrl: str("LARK_API_BASE_URL", "https://open.larksuite.com").replace(/\/+$/, ""),
    },
    billing: {
      // Signs the test provider's events; empty = generated once into app_secrets (src/server/billing/test-secret.ts).
      testSecret: str("BILLING_TEST_SECRET", ""),
    },
    isProduction,
    // NODE_ENV (set by Next and Vitest, not by the operator): development and tests check every /v1 success
    // answer against its response schema (src/server/api/answer-contract.ts); production builds skip the cost.
    checkAnswerContracts: process.env.NODE_ENV !== "production",
  };
}

export type Env = ReturnType<typeof getEnv>;
