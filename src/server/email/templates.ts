// Plain, readable transactional emails. Each returns subject, text and a minimal HTML body.
import "server-only";
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The shared HTML frame; `linkHint` introduces the plain link under the button (translated by localized emails). */
export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  linkHint = "Or open this link:",
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(linkHint)} ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#6b7280">Feedscope</p></body></html>`;
}
