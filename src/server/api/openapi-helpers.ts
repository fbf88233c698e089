import "server-only";
import type { z } from "@hono/zod-openapi";
import { ErrorEnvelope, envelopeSchema } from "./envelope";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

/** The usual responses of a route: the success envelope and the error envelope for the listed statuses. */
export function responses<T extends z.ZodType>(data: T, description: string, errors: number[] = [400]) {
  const out: Record<number, { description: string; content: ReturnType<typeof json> }> = {
    200: { description, content: json(envelopeSchema(data)) },
  };
  for (const status of errors)
    out[status] = { description: `Error envelope (${status})`, content: json(ErrorEnvelope) };
  return out;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: json(schema) };
}

export const bearerSecurity = [{ bearerAuth: [] }];
