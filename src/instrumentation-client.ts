// Runs in the browser before the app's own modules (Next's client instrumentation hook).
// Zod compiles fast object parsers with `new Function`, and probes for that when the first object schema is built.
// The dashboard's script policy has no 'unsafe-eval' (src/server/runtime/security-headers.ts), so the probe fails
// and is reported as a CSP violation even though zod catches it; jitless skips the probe and the compiled parsers,
// which the browser's small payloads do not need. Zod keeps its configuration on globalThis.__zod_globalConfig and
// adopts an object already there, so setting it here needs no import of zod: this file is part of every page's main
// bundle, and importing zod here put it (≈ 32 KB gzip) on the landing page too (issue 18 item 6).
// Mutated in place: were zod ever loaded first, it would hold this very object.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A module (not a script), so its top-level names stay its own.
export {};
