// Runs in the browser before the app's own modules (Next's client instrumentation hook).
import { z } from "zod";

// Zod compiles fast object parsers with `new Function`, and probes for that when the first object schema is built.
// The dashboard's script policy has no 'unsafe-eval' (src/server/runtime/security-headers.ts), so the probe fails
// and is reported as a CSP violation even though zod catches it; jitless skips the probe and the compiled parsers,
// which the browser's small payloads do not need.
z.config({ jitless: true });
