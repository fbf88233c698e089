import { defineConfig } from "drizzle-kit";

// Generation only: migrations are applied by the app at start (src/server/db/migrate.ts), never by drizzle-kit
// against a live PGlite directory (two processes on one PGlite directory lose writes).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
