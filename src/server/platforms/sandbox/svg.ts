// Pictures for demo records as data: URLs, so the demo never loads anything from another host.
import "server-only";

function dataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.slice(0, 2).join("") || "?";
}

/** A coloured disc with the name's initials; `hue` in degrees. */
export function avatarDataUrl(name: string, hue: number): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},62%,52%)"/>` +
      `<text x="48" y="58" font-family="sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">` +
      `${initials(name)}</text></svg>`,
  );
}

/** A vertical 9:16 gradient with a play mark. */
export function thumbnailDataUrl(hue: number, accentHue: number): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${accentHue},70%,35%)"/>` +
      `</linearGradient></defs><rect width="90" height="160" fill="url(#g)"/>` +
      `<path d="M38 66v28l24-14z" fill="#fff" fill-opacity=".85"/></svg>`,
  );
}
