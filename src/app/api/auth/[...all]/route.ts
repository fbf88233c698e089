import { getAuthFor } from "@/server/auth/auth";
import { getDbHandle } from "@/server/db/client";
import { ensureMigrated } from "@/server/db/migrate";

export const dynamic = "force-dynamic";

async function handler(request: Request) {
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  return (await getAuthFor(handle.db)).handler(request);
}

export { handler as GET, handler as POST };
