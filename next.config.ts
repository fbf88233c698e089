import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  trailingSlash: true,
  // Native/WASM packages stay outside the bundle: smaller build, one PGlite instance per process.
  serverExternalPackages: ["@electric-sql/pglite", "pg-boss", "pg", "nodemailer", "pino"],
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
