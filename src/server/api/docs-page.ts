// A self-contained reference page for /v1/docs, rendered from the OpenAPI document (no external scripts).
import "server-only";

type Json = Record<string, unknown>;

const esc = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function schemaText(schema: unknown, components: Json): string {
  return esc(JSON.stringify(resolve(schema, components, 0), null, 2));
}

function resolve(schema: unknown, components: Json, depth: number): unknown {
  if (!schema || typeof schema !== "object" || depth > 6) return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === "string") {
    const name = ref.split("/").pop() ?? "";
    return resolve((components.schemas as Json | undefined)?.[name], components, depth + 1);
  }
  if (Array.isArray(schema)) return schema.map((item) => resolve(item, components, depth + 1));
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolve(v, components, depth + 1)]));
}

export function renderDocsPage(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const components = (doc.components ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = ((op.tags as string[] | undefined) ?? ["Other"])[0] ?? "Other";
      const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as
        | Json
        | undefined;
      const params = (op.parameters as Json[] | undefined) ?? [];
      const secured = Array.isArray(op.security) && op.security.length > 0;
      const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-");
      const html = `<section class="op" id="${esc(id)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code>${secured ? ' <span class="lock">Bearer</span>' : ""}</h3>
<p>${esc(op.summary)}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${esc(p.name)}</code> in ${esc(p.in)}${p.required ? " (required)" : ""}</li>`).join("")}</ul>` : ""}
${body ? `<h4>Request body</h4><pre>${schemaText(body.schema, components)}</pre>` : ""}
<h4>Responses</h4><ul>${Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(([status, r]) => `<li><code>${esc(status)}</code> ${esc(r.description)}</li>`)
        .join("")}</ul></section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${esc(tag)}">${esc(tag)}</a>`).join("");
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join("")}`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${esc(info.title)} reference</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#111827;background:#f9fafb}main{max-width:920px;margin:0 auto;padding:24px}
nav{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0 24px}nav a{color:#4f46e5}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#0284c7}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}.patch{background:#7c3aed}
.lock{font-size:11px;background:#eef2ff;color:#4338ca;border-radius:4px;padding:2px 6px}
pre{background:#111827;color:#e5e7eb;padding:12px;border-radius:6px;overflow:auto;font-size:12px}h4{margin:12px 0 4px}
</style></head><body><main><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/v1/openapi.json">/v1/openapi.json</a></p><nav>${nav}</nav>${sections}</main></body></html>`;
}
