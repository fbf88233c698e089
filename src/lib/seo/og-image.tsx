// The default Open Graph / Twitter card image of the public site: brand, tagline and the tracked platforms. next/og
// bundles one font (Geist: Latin, Cyrillic, Vietnamese); a tagline it cannot draw (Japanese, Korean, Chinese) falls
// back to the English one, because a missing glyph would make the renderer download a font at request time.
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import { bundledFontCanRender } from "./og-font";
import { OG_SIZE } from "./og-size";

export { OG_SIZE };

export async function ogImageTexts(localeParam: string): Promise<{ brand: string; tagline: string; alt: string }> {
  const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE;
  const t = await getTranslations({ locale });
  const english = await getTranslations({ locale: DEFAULT_LOCALE });
  const tagline = bundledFontCanRender(t("common.tagline")) ? t("common.tagline") : english("common.tagline");
  return { brand: t("common.brand"), tagline, alt: t("seo.ogAlt") };
}

export async function renderOgImage(localeParam: string): Promise<ImageResponse> {
  const { brand, tagline } = await ogImageTexts(localeParam);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #e0e7ff 100%)",
        color: "#0f172a",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            background: "#4f46e5",
            color: "white",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 44,
          }}
        >
          F
        </div>
        <div style={{ fontSize: 56, color: "#3730a3" }}>{brand}</div>
      </div>
      <div style={{ display: "flex", fontSize: 64, lineHeight: 1.15, maxWidth: 1000 }}>{tagline}</div>
      <div style={{ display: "flex", gap: 16, fontSize: 28, color: "#475569" }}>
        {["TikTok", "Instagram Reels", "YouTube Shorts", "Threads"].map((platform) => (
          <div
            key={platform}
            style={{ display: "flex", padding: "8px 20px", borderRadius: 999, background: "#e2e8f0" }}
          >
            {platform}
          </div>
        ))}
      </div>
    </div>,
    OG_SIZE,
  );
}
