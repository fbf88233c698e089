// `npm run admin -- plan <user email> <free|pro|max>`: operator commands against a running Feedscope, through
// the admin API (needs the same ADMIN_TOKEN as the server; APP_URL or PORT says where it runs).
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const USAGE = "Usage: npm run admin -- plan <user email> <free|pro|max>";

async function main() {
  const [command, email, plan] = process.argv.slice(2);
  if (command !== "plan" || !email || !plan) {
    console.error(USAGE);
    process.exit(2);
  }
  const token = process.env.ADMIN_TOKEN;
  if (!token) {
    console.error("ADMIN_TOKEN is not set. Set the same value for the server and this command.");
    process.exit(2);
  }
  const base = (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
  let response: Response;
  try {
    response = await fetch(`${base}/v1/admin/plan/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, plan }),
    });
  } catch {
    console.error(`Feedscope is not reachable at ${base}. Start it (npm start) or set APP_URL.`);
    process.exit(1);
  }
  const body = (await response.json().catch(() => null)) as { code: number; message: string; data: unknown } | null;
  if (body?.code !== 0) {
    console.error(body?.message ?? `The server answered ${response.status}`);
    process.exit(1);
  }
  const data = body.data as { team: string; plan: string };
  console.log(`${data.team} is now on the ${data.plan} plan.`);
}

void main();
