import { OG_SIZE, ogImageTexts, renderOgImage } from "@/lib/seo/og-image";

// One card per locale, its alt text in the page's language.
export async function generateImageMetadata({ params }: { params: { locale: string } }) {
  const { locale } = await Promise.resolve(params);
  const { alt } = await ogImageTexts(locale);
  return [{ id: "card", alt, size: OG_SIZE, contentType: "image/png" }];
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  return renderOgImage((await params).locale);
}
