// The post's h2s as in-page links; sticky beside the text on wide screens.
import { getTranslations } from "next-intl/server";

export async function TableOfContents({ headings }: { headings: { id: string; text: string }[] }) {
  const t = await getTranslations();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="lg:sticky lg:top-8" data-testid="post-toc">
      <p id="toc-title" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {t("blog.post.toc")}
      </p>
      <ol className="mt-3 space-y-2 border-s border-border text-sm">
        {headings.map((h) => (
          <li key={h.id}>
            <a
              href={`#${h.id}`}
              className="-ms-px block border-s border-transparent ps-3 text-muted-foreground hover:border-brand-500 hover:text-accent-foreground"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
