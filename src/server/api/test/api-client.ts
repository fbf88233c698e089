// Calls the /v1 app in-process (app.request), the way a browser would: JSON, Origin header, optional bearer token.

import { desc, eq } from "drizzle-orm";
import { md5 } from "js-md5";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { createApiApp } from "../app";

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
}

export function createTestApi() {
  const app = createApiApp();
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { origin: "http://localhost:3999", ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.request(`http://localhost:3999${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer<T>["body"] };
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
