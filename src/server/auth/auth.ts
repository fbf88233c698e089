// Better Auth: email + password (the client sends the MD5 hex of what the person typed, spec section 5),
// email verification, password reset, optional Google, bearer tokens and organizations (= Feedscope teams).
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, organization } from "better-auth/plugins";
import { localePathPrefix } from "@/i18n/locales";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { resetPasswordTemplate, verifyEmailTemplate } from "../email/account-templates";
import { emailTranslator } from "../email/email-translator";
import { sendEmail } from "../email/send-email";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { rememberSignUpLocale, storedLocale } from "./account-locale";
import { createPersonalTeam } from "./personal-team";
import { loadAuthSecret } from "./secret";
import { sessionCacheHooks } from "./session-cache";

// Teams are created, joined and changed only through /v1, which enforces plan seats, one personal team per user and
// email verification (issue 13 item 6). The plugin stays installed so services can use it through `auth.api.*`, but
// every one of its HTTP paths is disabled; the list is read from the plugin so a Better Auth upgrade cannot add one.
function teamsPlugin() {
  return organization({ allowUserToCreateOrganization: true });
}
const ORGANIZATION_HTTP_PATHS = Object.values(teamsPlugin().endpoints).map((endpoint) => endpoint.path);

export function createAuth(db: Db, secret: string) {
  const env = getEnv();
  const google =
    env.googleClientId && env.googleClientSecret
      ? { google: { clientId: env.googleClientId, clientSecret: env.googleClientSecret } }
      : undefined;
  return betterAuth({
    appName: "Feedscope",
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    trustedOrigins: [env.appUrl, `http://localhost:${env.port}`, `http://127.0.0.1:${env.port}`],
    rateLimit: { enabled: env.authRateLimit },
    telemetry: { enabled: false },
    logger: { disabled: env.logLevel === "silent" },
    advanced: { database: { generateId: "serial" }, skipTrailingSlashes: true },
    // Email and password flows go through /v1 (the spec's validation, MD5 passwords, envelopes); only the OAuth
    // redirect flow and session reads stay reachable over HTTP at /api/auth.
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/email",
      "/change-password",
      "/request-password-reset",
      "/reset-password",
      "/send-verification-email",
      "/verify-email",
      "/update-user",
      "/change-email",
      "/delete-user",
      ...ORGANIZATION_HTTP_PATHS,
    ],
    emailAndPassword: {
      enabled: true,
      // The password Better Auth sees is always the 32-character MD5 hex made in the browser.
      minPasswordLength: 32,
      maxPasswordLength: 32,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const { locale, t } = await emailTranslator(await storedLocale(db, user.id), "");
        // The page in the email's language: an unprefixed path is the English page.
        const url = `${env.appUrl}${localePathPrefix(locale)}/reset-password/?token=${encodeURIComponent(token)}`;
        await sendEmail(db, {
          to: user.email,
          kind: "reset-password",
          ...resetPasswordTemplate(t, { name: user.name, url }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const { locale, t } = await emailTranslator(await storedLocale(db, user.id), "");
        const url = `${env.appUrl}${localePathPrefix(locale)}/verify-email/?token=${encodeURIComponent(token)}`;
        // A failed delivery must not undo a sign-up: it is recorded in the outbox and the user can resend.
        await sendEmail(db, {
          to: user.email,
          kind: "verify-email",
          ...verifyEmailTemplate(t, { name: user.name, url }),
        }).catch((error) => getLogger().warn({ err: error, to: user.email }, "verification email not delivered"));
      },
    },
    socialProviders: google,
    // The session cache (session-cache.ts) forgets every session and user row Better Auth changes.
    databaseHooks: {
      session: sessionCacheHooks.session,
      user: {
        ...sessionCacheHooks.user,
        create: {
          after: async (user, context) => {
            await createPersonalTeam(db, { userId: Number(user.id), name: user.name });
            // Before the verification email is written, so it goes out in the language the person signed up in.
            await rememberSignUpLocale(db, Number(user.id), context?.headers);
          },
        },
      },
    },
    plugins: [bearer(), teamsPlugin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const store = globalThis as unknown as { __feedscopeAuth?: { db: Db; auth: Promise<Auth> } };

/** The process-wide Better Auth instance for a database, created on first use (after loading the secret). */
export function getAuthFor(db: Db): Promise<Auth> {
  if (!store.__feedscopeAuth || store.__feedscopeAuth.db !== db) {
    const auth = loadAuthSecret(db).then((secret) => createAuth(db, secret));
    const entry = { db, auth };
    store.__feedscopeAuth = entry;
    // A failed load (database unreachable) is not cached: the next request tries again.
    auth.catch(() => {
      if (store.__feedscopeAuth === entry) store.__feedscopeAuth = undefined;
    });
  }
  return store.__feedscopeAuth.auth;
}

export function isGoogleConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.googleClientId && env.googleClientSecret);
}
