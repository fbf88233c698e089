// Organization JSON-LD, rendered once per page by the locale layout: lets search engines show the brand's name,
// logo and profiles. The JSON is escaped so no value can close the script tag.
import { getEnv } from "@/server/env";
import { LOGO_PATH, SOCIAL_LINKS } from "./site";

export function organizationData() {
  const { appUrl, supportEmail } = getEnv();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${appUrl}/#organization`,
    name: "Feedscope",
    url: `${appUrl}/`,
    logo: `${appUrl}${LOGO_PATH}`,
    email: supportEmail,
    sameAs: [...SOCIAL_LINKS],
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: supportEmail },
  };
}

export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped below
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationData()).replace(/</g, "\\u003c") }}
    />
  );
}
