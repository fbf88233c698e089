// The landing footer: brand and tagline, navigation groups (product anchors, the six analysis pages, company), the
// free AI tools, the latest blog posts and the legal links. Every link opens in a new tab (spec section 2).
import { getLocale, getTranslations } from "next-intl/server";
import { listPosts } from "@/content/blog";
import { footerToolLinks } from "@/features/tools/footer-tools";
import type { Locale } from "@/i18n/locales";
import { ANALYZE_PAGES, ANALYZE_SLUGS, analyzePath } from "@/lib/pages/analyze-pages";
import { SOCIAL_LINKS } from "@/lib/seo/site";
import { localePath } from "./landing-links";
import { BrandMark } from "./platform-marks";
import { container } from "./styles";
import { cutTitle } from "./title-cut";

const FOOTER_POSTS = 4;

function FooterLink({ href, children, title }: { href: string; children: React.ReactNode; title?: string }) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        title={title}
        className="text-sm text-muted-foreground hover:text-accent-foreground hover:underline"
      >
        {children}
      </a>
    </li>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export async function LandingFooter({ supportEmail }: { supportEmail: string }) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const posts = listPosts(locale).slice(0, FOOTER_POSTS);
  const home = localePath(locale, "/");
  return (
    <footer className="border-t border-border bg-background" data-testid="landing-footer">
      <div className={`${container} grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-7`}>
        <div className="sm:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-foreground">
            <BrandMark className="h-7 w-7" />
            {t("common.brand")}
          </p>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">{t("common.tagline")}</p>
        </div>
        <Group title={t("landing.footer.product")}>
          <FooterLink href={`${home}#features`}>{t("landing.nav.features")}</FooterLink>
          <FooterLink href={`${home}#pricing`}>{t("landing.nav.pricing")}</FooterLink>
          <FooterLink href={`${home}#faq`}>{t("landing.nav.faq")}</FooterLink>
        </Group>
        <Group title={t("landing.footer.analytics")}>
          {ANALYZE_SLUGS.map((slug) => (
            <FooterLink key={slug} href={localePath(locale, analyzePath(slug))}>
              {t(`landing.footer.analyze.${ANALYZE_PAGES[slug].key}`)}
            </FooterLink>
          ))}
        </Group>
        <Group title={t("tools.footerTitle")}>
          {footerToolLinks(t, locale).map((link) => (
            <FooterLink key={link.key} href={localePath(locale, link.path)}>
              {link.label}
            </FooterLink>
          ))}
        </Group>
        <Group title={t("landing.footer.blog")}>
          {posts.map((post) => (
            <FooterLink key={post.slug} href={localePath(locale, `/blogs/${post.slug}/`)} title={post.title}>
              {cutTitle(post.title, locale)}
            </FooterLink>
          ))}
          <FooterLink href={localePath(locale, "/blogs/")}>{t("landing.footer.allPosts")}</FooterLink>
        </Group>
        <Group title={t("landing.footer.company")}>
          <FooterLink href={`mailto:${supportEmail}`}>{t("landing.footer.support")}</FooterLink>
          <FooterLink href={SOCIAL_LINKS[0]}>{t("landing.footer.social")}</FooterLink>
          <FooterLink href={localePath(locale, "/privacy-policy/")}>{t("landing.footer.privacy")}</FooterLink>
          <FooterLink href={localePath(locale, "/terms-of-service/")}>{t("landing.footer.terms")}</FooterLink>
        </Group>
      </div>
      <div className="border-t border-border py-6">
        <p className={`${container} text-sm text-muted-foreground`}>
          {t("landing.footer.rights", { year: String(new Date().getUTCFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
