import { handle } from "hono/vercel";
import { getApiApp } from "@/server/api/app";

export const dynamic = "force-dynamic";

const handler = (request: Request) => handle(getApiApp())(request);

export { handler as DELETE, handler as GET, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };
