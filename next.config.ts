import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { getEnv } from "./src/server/env";
import { securityHeaderRules } from "./src/server/runtime/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

export default function config(phase: string): NextConfig {
  // Headers are written into the build's routes manifest, so they follow APP_URL as it was at build time;
  // scripts/start.mjs rebuilds when APP_URL changed. The signed-in app's CSP is per request (src/proxy.ts).
  const headers = securityHeaderRules({ appUrl: getEnv().appUrl, development: phase === PHASE_DEVELOPMENT_SERVER });
  return withNextIntl({
    trailingSlash: true,
    // Pages get their trailing slash from src/proxy.ts instead, which leaves /v1 alone: every API path answers with
    // and without the slash and never redirects (issue 17 item 1; curl and many SDKs do not follow a 308 for a POST).
    skipTrailingSlashRedirect: true,
    // Native/WASM packages stay outside the bundle: smaller build, one PGlite instance per process.
    serverExternalPackages: ["@electric-sql/pglite", "pg-boss", "pg", "nodemailer", "pino", "pdfkit"],
    poweredByHeader: false,
    headers: async () => headers,
  });
}
