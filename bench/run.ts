// `npm run bench [-- startup|platforms|tracking|refresh|analyze|feeds-page|feeds-page-pg|feed-sort-sync|landing|tools|load|alerts]`: runs the named benchmarks (all by default) and prints the figures to
// copy into bench/RESULTS.md with the date and machine.
import { benchAlerts } from "./alerts";
import { benchAlertDeliveries } from "./alerts-deliveries";
import { benchAnalyze } from "./analyze";
import { benchFeedSortSync } from "./feed-sort-sync";
import { benchFeedsPage } from "./feeds-page";
import { benchFeedsPagePg } from "./feeds-page-pg";
import { benchLanding } from "./landing";
import { benchLoad } from "./load";
import { benchPlatforms, machine } from "./platforms";
import { benchRefresh } from "./refresh";
import { benchStartup } from "./startup";
import { benchTools } from "./tools";
import { benchTracking } from "./tracking";

const BENCHES: Record<string, () => Promise<Record<string, string>>> = {
  startup: benchStartup,
  platforms: benchPlatforms,
  tracking: benchTracking,
  refresh: benchRefresh,
  analyze: benchAnalyze,
  "feeds-page": benchFeedsPage,
  "feeds-page-pg": benchFeedsPagePg,
  "feed-sort-sync": benchFeedSortSync,
  landing: benchLanding,
  tools: benchTools,
  load: benchLoad,
  alerts: async () => ({ ...(await benchAlerts()), ...(await benchAlertDeliveries()) }),
};
const wanted = process.argv.slice(2).filter((arg) => arg in BENCHES);
console.log(`Feedscope bench — ${new Date().toISOString()} — ${machine()}`);
for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
  console.log(`\n${name}`);
  const results = await (BENCHES[name] as () => Promise<Record<string, string>>)();
  for (const [label, value] of Object.entries(results)) console.log(`  ${label}: ${value}`);
}
process.exit(0);
