// For server components and layouts: who is signed in, from the "token" cookie the client writes (spec section 4)
// or Better Auth's own session cookie (Google sign-in).
import "server-only";
import { cookies, headers } from "next/headers";
import { getDbHandle } from "../db/client";
import { ensureMigrated } from "../db/migrate";
import { getAuthFor } from "./auth";

export async function getCurrentUserId(): Promise<number | null> {
  const token = (await cookies()).get("token")?.value;
  const requestHeaders = new Headers(await headers());
  if (token) requestHeaders.set("authorization", `Bearer ${decodeURIComponent(token)}`);
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  try {
    const session = await (await getAuthFor(handle.db)).api.getSession({ headers: requestHeaders });
    const id = session ? Number(session.user.id) : 0;
    return id > 0 ? id : null;
  } catch {
    return null;
  }
}
