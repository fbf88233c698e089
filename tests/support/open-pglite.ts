// Child process for the data-directory lock test: opens PGlite on argv[2], reports, closes.
import { openPglite } from "../../src/server/db/client";

const dir = process.argv[2] ?? "";
openPglite(dir).then(
  async (handle) => {
    await handle.close();
    console.log("opened");
    process.exit(0);
  },
  (error: Error) => {
    console.error(`${error.name}: ${error.message}`);
    process.exit(3);
  },
);
