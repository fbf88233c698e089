// Sign-up, sign-in (email and Google) and forgotten passwords. Passwords arrive as MD5 hex (spec section 5).
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import {
  ForgetBody,
  RegisterBody,
  ResetPasswordBody,
  ResetTokenOwner,
  ResetTokenQuery,
  SignedInUser,
  SignInBody,
} from "@/domain/contracts/account";
import { NullData } from "@/domain/contracts/common";
import { completeGoogleSignIn } from "../../services/account/complete-google-sign-in";
import { registerAccount } from "../../services/account/register-account";
import { requestPasswordReset } from "../../services/account/request-password-reset";
import { checkResetToken, resetPassword } from "../../services/account/reset-password";
import { signIn } from "../../services/account/sign-in";
import { ok } from "../envelope";
import { jsonBody, responses } from "../openapi-helpers";
import { createRouter, serviceContext } from "../router";

const tags = ["Account"];

const register = createRoute({
  method: "post",
  path: "/account/register",
  tags,
  summary: "Create an account and its personal team; answers the user info and a bearer token",
  request: { body: jsonBody(RegisterBody) },
  responses: responses(SignedInUser, "The new user, signed in", [400, 409, 429]),
});

const auth = createRoute({
  method: "post",
  path: "/account/auth",
  tags,
  summary: "Sign in with email and password",
  request: { body: jsonBody(SignInBody) },
  responses: responses(SignedInUser, "The user, signed in", [400, 429]),
});

const google = createRoute({
  method: "post",
  path: "/account/auth/google",
  tags,
  summary: "Finish a Google sign-in: turns the session left by the OAuth redirect into user info and a token",
  responses: responses(SignedInUser, "The user, signed in", [400, 404]),
});

const forget = createRoute({
  method: "post",
  path: "/account/forget",
  tags,
  summary: "Email a password reset link (answers the same whether or not the address has an account)",
  request: { body: jsonBody(ForgetBody) },
  responses: responses(NullData, "Reset link sent if the account exists", [400, 429]),
});

const forgetCheck = createRoute({
  method: "get",
  path: "/account/forget/verify",
  tags,
  summary: "Check a password reset token",
  request: { query: ResetTokenQuery },
  responses: responses(ResetTokenOwner, "The token is valid", [400]),
});

const forgetVerify = createRoute({
  method: "post",
  path: "/account/forget/verify",
  tags,
  summary: "Set a new password with a reset token",
  request: { body: jsonBody(ResetPasswordBody) },
  responses: responses(NullData, "Password changed; every session of the account is signed out", [400]),
});

export const accountRoutes = createRouter()
  .openapi(register, async (c) =>
    c.json(ok(await registerAccount({ ctx: serviceContext(c), input: c.req.valid("json") })), 200),
  )
  .openapi(auth, async (c) => c.json(ok(await signIn({ ctx: serviceContext(c), input: c.req.valid("json") })), 200))
  .openapi(google, async (c) => c.json(ok(await completeGoogleSignIn({ ctx: serviceContext(c) })), 200))
  .openapi(forget, async (c) => {
    await requestPasswordReset({ ctx: serviceContext(c), input: c.req.valid("json") });
    return c.json(ok(null, "If an account exists for this email, a reset link has been sent"), 200);
  })
  .openapi(forgetCheck, async (c) => c.json(ok(await checkResetToken(c.var.db, c.req.valid("query").token)), 200))
  .openapi(forgetVerify, async (c) => {
    await resetPassword({ ctx: serviceContext(c), input: c.req.valid("json") });
    return c.json(ok(null, "Your password has been changed"), 200);
  });
