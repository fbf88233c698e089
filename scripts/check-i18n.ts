// `npm run check:i18n`: fails on keys missing in any locale, extra keys, placeholder drift or unused keys.
import { checkMessages } from "../src/i18n/check-messages";
import { loadCatalogues } from "../src/i18n/load-catalogues";

const problems = checkMessages(loadCatalogues());
if (problems.length) {
  console.error(`${problems.length} i18n problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("i18n: all 12 locales complete, every key used");
