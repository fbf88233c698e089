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

export function layout(heading: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Or open this link: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#6b7280">Feedscope</p></body></html>`;
}

export function verifyEmailTemplate(input: { name: string; url: string }): EmailContent {
  const lines = [
    `Hi ${input.name},`,
    "Please confirm your email address to unlock every Feedscope feature. The link is valid for 24 hours.",
  ];
  return {
    subject: "Verify your email address for Feedscope",
    text: `${lines.join("\n\n")}\n\nVerify your email: ${input.url}\n\nIf you did not create a Feedscope account, ignore this email.\n`,
    html: layout("Verify your email address", lines, { label: "Verify email", url: input.url }),
  };
}

export function resetPasswordTemplate(input: { name: string; url: string }): EmailContent {
  const lines = [
    `Hi ${input.name},`,
    "Someone asked to reset the password of your Feedscope account. The link is valid for 1 hour.",
    "If it was not you, ignore this email: your password stays as it is.",
  ];
  return {
    subject: "Reset your Feedscope password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${input.url}\n`,
    html: layout("Reset your password", lines, { label: "Choose a new password", url: input.url }),
  };
}
