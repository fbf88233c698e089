// Hono answers an unknown method on a known path as "not found"; the API reports 405 with the allowed methods.
import "server-only";

interface RouteLike {
  method: string;
  path: string;
}

function pattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, "")
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}

export function allowedMethods(routes: RouteLike[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL") continue;
    if (pattern(route.path).test(path)) methods.add(route.method.toUpperCase());
  }
  return [...methods].sort();
}
