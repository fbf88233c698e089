import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDbHandle } from "@/server/db/client";
import { ensureMigrated } from "@/server/db/migrate";
import { canOpenOutbox } from "@/server/email/outbox-key";
import { listOutbox } from "@/server/queries/email/list-outbox";

export const dynamic = "force-dynamic";
// The key is in this page's URL: never send it on as a referrer.
export const metadata: Metadata = {
  title: "Email outbox · Feedscope",
  robots: { index: false },
  referrer: "no-referrer",
};

const LINK = /(https?:\/\/[^\s]+)/g;
const IS_LINK = /^https?:\/\//;

/**
 * Local email outbox: every message Feedscope kept, newest first, with clickable links. Only without SMTP, outside
 * production and with the outbox key (src/server/email/outbox-key.ts); anything else is a 404.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  if (!canOpenOutbox((await searchParams).key)) notFound();
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  const mails = await listOutbox(handle.db, { limit: 100 });
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <header>
        <h1 className="text-2xl font-semibold">Email outbox</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Without SMTP_URL, Feedscope keeps outgoing email here so verification and reset links work on a local install.
          It needs the key that `npm start` prints, and is not available with SMTP_URL set or when APP_ENV=production.
        </p>
      </header>
      {mails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input bg-card p-8 text-center text-muted-foreground">
          No email yet.
        </p>
      ) : (
        mails.map((mail) => (
          <article
            key={mail.id}
            className="rounded-lg border border-border bg-card p-4 shadow-sm"
            data-testid="outbox-mail"
          >
            <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
              <span>
                To <strong className="text-foreground">{mail.to}</strong> · {mail.kind} · via {mail.transport}
              </span>
              <time dateTime={mail.createdAt.toISOString()}>
                {mail.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC
              </time>
            </div>
            <h2 className="mt-2 font-medium">{mail.subject}</h2>
            {mail.error ? <p className="mt-1 text-sm text-destructive">Delivery failed: {mail.error}</p> : null}
            <p className="mt-2 text-sm whitespace-pre-wrap text-foreground">
              {mail.text.split(LINK).map((part, i) =>
                IS_LINK.test(part) ? (
                  <a key={i} href={part} className="break-all text-accent-foreground underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          </article>
        ))
      )}
    </main>
  );
}
