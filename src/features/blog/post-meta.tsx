// Category, date (the locale's long format) and optionally reading time of a post, shown on cards and post pages.
import { getFormatter, getTranslations } from "next-intl/server";
import type { BlogCategory } from "@/content/blog";
import { CATEGORY_LABEL_KEYS, postDate } from "./category";

export async function PostMeta({
  category,
  date,
  readingMinutes,
}: {
  category: BlogCategory;
  date: string;
  readingMinutes?: number;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span
        className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground"
        data-testid="post-category"
      >
        {t(CATEGORY_LABEL_KEYS[category])}
      </span>
      <time dateTime={date} data-testid="post-date">
        {format.dateTime(postDate(date), { dateStyle: "long", timeZone: "UTC" })}
      </time>
      {readingMinutes !== undefined && (
        <>
          <span aria-hidden="true">·</span>
          <span data-testid="reading-time">{t("blog.post.minRead", { minutes: readingMinutes })}</span>
        </>
      )}
    </div>
  );
}
