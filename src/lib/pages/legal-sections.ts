// The sections of the two legal documents and how many paragraphs each has. The copy lives under
// legal.<document>.sections.<id>.title and .p1…pN in messages/legal-seo; this list fixes their order, the table of
// contents and the anchors (#<id>).
export type LegalDocument = "privacy" | "terms";

export interface LegalSectionSpec {
  id: string;
  paragraphs: number;
}

export const LEGAL_SECTIONS: Record<LegalDocument, readonly LegalSectionSpec[]> = {
  privacy: [
    { id: "who", paragraphs: 1 },
    { id: "collect", paragraphs: 4 },
    { id: "public", paragraphs: 2 },
    { id: "use", paragraphs: 4 },
    { id: "cookies", paragraphs: 4 },
    { id: "retention", paragraphs: 3 },
    { id: "sharing", paragraphs: 3 },
    { id: "rights", paragraphs: 3 },
    { id: "security", paragraphs: 1 },
    { id: "children", paragraphs: 1 },
    { id: "changes", paragraphs: 1 },
    { id: "contact", paragraphs: 1 },
  ],
  terms: [
    { id: "agreement", paragraphs: 1 },
    { id: "service", paragraphs: 2 },
    { id: "accounts", paragraphs: 3 },
    { id: "plans", paragraphs: 3 },
    { id: "refunds", paragraphs: 2 },
    { id: "use", paragraphs: 2 },
    { id: "data", paragraphs: 3 },
    { id: "content", paragraphs: 1 },
    { id: "availability", paragraphs: 1 },
    { id: "liability", paragraphs: 2 },
    { id: "termination", paragraphs: 1 },
    { id: "changes", paragraphs: 1 },
    { id: "law", paragraphs: 1 },
  ],
};

/** The public path of a legal document (the site uses trailing slashes). */
export const LEGAL_PATHS: Record<LegalDocument, string> = {
  privacy: "/privacy-policy/",
  terms: "/terms-of-service/",
};
