import "server-only";
import type { z } from "@hono/zod-openapi";
import { ErrorEnvelope, envelopeSchema } from "./envelope";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

type JsonContent<T extends z.ZodType> = { "application/json": { schema: T } };
type ErrorResponses<S extends number> = {
  [Status in S]: { description: string; content: JsonContent<typeof ErrorEnvelope> };
};

/**
 * The usual responses of a route: the success envelope and the error envelope for the listed statuses. The
 * statuses and the data schema stay in the type, so @hono/zod-openapi checks each handler's `c.json(ok(…), 200)`
 * against the contract at compile time (the answer check in answer-contract.ts covers the rest at run time).
 */
export function responses<T extends z.ZodType, const S extends number = 400>(
  data: T,
  description: string,
  errors: readonly S[] = [400 as S],
): { 200: { description: string; content: JsonContent<ReturnType<typeof envelopeSchema<T>>> } } & ErrorResponses<S> {
  const out: Record<number, { description: string; content: JsonContent<z.ZodType> }> = {
    200: { description, content: json(envelopeSchema(data)) },
  };
  for (const status of errors)
    out[status] = { description: `Error envelope (${status})`, content: json(ErrorEnvelope) };
  return out as {
    200: { description: string; content: JsonContent<ReturnType<typeof envelopeSchema<T>>> };
  } & ErrorResponses<S>;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: json(schema) };
}

export const bearerSecurity = [{ bearerAuth: [] }];
