// The spec keeps the token in a cookie named "token" (path /, no stated expiry) so server layouts can see it.
export const TOKEN_COOKIE = "token";

export function writeTokenCookie(token: string) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function clearTokenCookie() {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

export function readTokenCookie(): string {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : "";
}
