// The spec keeps the token in a cookie named "token" (path /, no stated expiry) so server layouts can see it.
// On https it is Secure (issue 13 item 10), so it never travels over plain http.
export const TOKEN_COOKIE = "token";

/** The cookie string for a token (null clears it), Secure when the page is served over https. */
export function tokenCookie(token: string | null, protocol: string): string {
  const value = token === null ? "; expires=Thu, 01 Jan 1970 00:00:00 GMT" : "";
  const secure = protocol === "https:" ? "; Secure" : "";
  return `${TOKEN_COOKIE}=${token === null ? "" : encodeURIComponent(token)}; path=/${value}; SameSite=Lax${secure}`;
}

export function writeTokenCookie(token: string) {
  document.cookie = tokenCookie(token, window.location.protocol);
}

export function clearTokenCookie() {
  document.cookie = tokenCookie(null, window.location.protocol);
}

export function readTokenCookie(): string {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : "";
}
