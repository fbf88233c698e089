// Renders a post's typed blocks with the blog's typography. h2s carry their id so the table of contents can link
// to them; a cta block links to a Feedscope page in the reader's locale.
import NextLink from "next/link";
import type { BlogBlock } from "@/content/blog";
import type { Locale } from "@/i18n/locales";
import { localizedPath } from "./paths";

function Block({ block, locale }: { block: BlogBlock; locale: Locale }) {
  switch (block.type) {
    case "h2":
      return (
        <h2 id={block.id} className="mt-12 scroll-mt-24 text-2xl font-bold text-foreground">
          {block.text}
        </h2>
      );
    case "h3":
      return <h3 className="mt-8 text-xl font-semibold text-foreground">{block.text}</h3>;
    case "p":
      return <p className="mt-5">{block.text}</p>;
    case "ul":
      return (
        <ul className="mt-5 list-disc space-y-2 ps-6 marker:text-accent-foreground">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol className="mt-5 list-decimal space-y-2 ps-6 marker:font-semibold marker:text-accent-foreground">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    case "quote":
      return (
        <blockquote className="mt-8 border-s-4 border-brand-500 ps-5 text-xl font-medium italic text-foreground">
          {block.text}
        </blockquote>
      );
    case "tip":
      return (
        <aside className="mt-8 rounded-xl border border-brand-200 bg-accent p-5 text-foreground">
          {block.title && <p className="font-semibold text-accent-foreground">{block.title}</p>}
          <p className={block.title ? "mt-1" : undefined}>{block.text}</p>
        </aside>
      );
    case "cta":
      return (
        <div className="mt-6 flex flex-col items-start gap-3 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
          <p className="text-base">{block.text}</p>
          <NextLink
            href={localizedPath(locale, block.href)}
            className="shrink-0 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white/90"
            data-testid="post-cta"
          >
            {block.label}
          </NextLink>
        </div>
      );
  }
}

export function PostBody({ body, locale }: { body: BlogBlock[]; locale: Locale }) {
  return (
    <div className="text-[17px] leading-8 text-foreground" data-testid="post-body">
      {body.map((block, i) => (
        <Block key={i} block={block} locale={locale} />
      ))}
    </div>
  );
}

/** The h2s of a body, in order, for the table of contents. */
export function headingsOf(body: BlogBlock[]): { id: string; text: string }[] {
  return body.flatMap((block) => (block.type === "h2" ? [{ id: block.id, text: block.text }] : []));
}
