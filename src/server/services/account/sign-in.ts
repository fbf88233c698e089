import "server-only";
import { callAuth } from "../../auth/auth-errors";
import type { ServiceContext } from "../context";
import { type SignedInUser, signedInUser } from "./signed-in-user";

export async function signIn({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string; password: string };
}): Promise<SignedInUser> {
  const result = await callAuth(() =>
    ctx.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: ctx.headers }),
  );
  return signedInUser(ctx.db, Number(result.user.id), result.token);
}
