import { ErrorCode } from "@/domain/error-codes";
import { getAuthFor } from "@/server/auth/auth";
import { getDbHandle } from "@/server/db/client";
import { ensureMigrated } from "@/server/db/migrate";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { ApiError } from "@/server/errors/api-error";
import { getLogger } from "@/server/logger";

export const dynamic = "force-dynamic";

async function handler(request: Request) {
  try {
    const handle = await getDbHandle();
    await ensureMigrated(handle);
    return await (await getAuthFor(handle.db)).handler(request);
  } catch (error) {
    // An unreachable database answers like /v1 does (issue 13 item 8): 503 and the generic sentence, cause logged.
    if (!isDatabaseUnavailable(error)) throw error;
    getLogger().warn({ err: error }, "auth: database unavailable");
    const unavailable = new ApiError(ErrorCode.Unavailable);
    return Response.json({ code: unavailable.code, message: unavailable.message, data: null }, { status: 503 });
  }
}

export { handler as GET, handler as POST };
