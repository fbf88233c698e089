// Calls the /v1 app in-process (app.request), the way a browser would: JSON, Origin header, optional bearer token.

import { desc, eq } from "drizzle-orm";
import { md5 } from "js-md5";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { PEER_ADDRESS_HEADER } from "../../security/client-ip";
import { createApiApp } from "../app";

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: T };
}

let ipCounter = 0;
/** A fresh IPv6 documentation address (RFC 3849), so the per-IP limits of one call never touch another's. */
export function nextTestIp(): string {
  ipCounter += 1;
  // One /64 per call: limits count IPv6 clients by their /64 (client-ip.ts limitBucket).
  return `2001:db8:${ipCounter.toString(16)}::1`;
}

/** The headers a request from this socket address carries once the Node server stamped it (peer-address.ts). */
export function fromIp(ip: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: ip };
}

export function createTestApi() {
  const app = createApiApp();
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    // Each call comes from its own address unless the test names one: per-IP limits stay on in tests.
    const headers: Record<string, string> = {
      origin: "http://localhost:3999",
      ...fromIp(nextTestIp()),
      ...options.headers,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.request(`http://localhost:3999${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as ApiAnswer<T>["body"],
    };
  }
  return { app, call };
}

export const hash = (password: string) => md5(password);

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** The newest mail to `to`, and the token in its link. */
export async function latestMail(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /token=([^\s&"<]+)/.exec(mail.text)?.[1];
  return { ...mail, token: token ? decodeURIComponent(token) : undefined };
}
