// Validation rules and exact messages of spec section 5, shared by the browser forms and the /v1 API.
import { z } from "zod";

export const MESSAGES = {
  email: "Please enter a valid email address",
  fullName: "Full name must be between 4 and 16 characters",
  password: "Password must be between 8 and 32 characters",
  confirmPassword: "Passwords do not match",
  passwordHash: "Password must be sent as an MD5 hash",
  teamName: "Team name must be between 2 and 32 characters",
  timezone: "Time zone must be a whole hour offset between -12 and 14",
  avatar: "Avatar must be an http or https URL",
  token: "This link is invalid or has expired",
} as const;

export const FULL_NAME_MIN = 4;
export const FULL_NAME_MAX = 16;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

// A pragmatic address check: one @, no spaces, a dot in the domain, sensible length.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const Email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, { error: MESSAGES.email })
  .regex(EMAIL_PATTERN, { error: MESSAGES.email })
  .transform((value) => value.toLowerCase());

export const FullName = z
  .string({ error: MESSAGES.fullName })
  .trim()
  .min(FULL_NAME_MIN, { error: MESSAGES.fullName })
  .max(FULL_NAME_MAX, { error: MESSAGES.fullName });

/** What the person types (checked in the browser only; the server never sees it). */
export const PlainPassword = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN, { error: MESSAGES.password })
  .max(PASSWORD_MAX, { error: MESSAGES.password });

/** What the server receives: the lowercase hex MD5 of the typed password. */
export const PasswordHash = z
  .string({ error: MESSAGES.passwordHash })
  .regex(/^[0-9a-f]{32}$/, { error: MESSAGES.passwordHash });

export const TeamName = z
  .string({ error: MESSAGES.teamName })
  .trim()
  .min(2, { error: MESSAGES.teamName })
  .max(32, { error: MESSAGES.teamName });

export const Timezone = z
  .number({ error: MESSAGES.timezone })
  .int({ error: MESSAGES.timezone })
  .min(-12, { error: MESSAGES.timezone })
  .max(14, { error: MESSAGES.timezone });

export const AvatarUrl = z
  .string({ error: MESSAGES.avatar })
  .trim()
  .max(2048, { error: MESSAGES.avatar })
  .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), { error: MESSAGES.avatar });

export const Token = z.string({ error: MESSAGES.token }).trim().min(8, { error: MESSAGES.token }).max(4096);

export const SignInForm = z.object({ email: Email, password: PlainPassword });
export type SignInForm = z.input<typeof SignInForm>;

export const SignUpForm = z
  .object({ email: Email, fullname: FullName, password: PlainPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.confirmPassword,
  });
export type SignUpForm = z.input<typeof SignUpForm>;

export const NewPasswordForm = z
  .object({ password: PlainPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.confirmPassword,
  });
export type NewPasswordForm = z.input<typeof NewPasswordForm>;

export const ForgotPasswordForm = z.object({ email: Email });
export type ForgotPasswordForm = z.input<typeof ForgotPasswordForm>;
