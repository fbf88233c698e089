// Operator commands against a running Feedscope, through the admin API (needs the same ADMIN_TOKEN as the server;
// APP_URL or PORT says where it runs):
//   npm run admin -- plan <user email> <free|pro|max|auto>   override the plan of the team the user owns (auto: end it)
//   npm run admin -- refund <user email>                    refund that team's first payment, within the refund window
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const USAGE = [
  "Usage: npm run admin -- plan <user email> <free|pro|max|auto>",
  "       npm run admin -- refund <user email>",
].join("\n");

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

function request(command: string[]): { path: string; body: Record<string, string> } | null {
  const [name, email, plan] = command;
  if (name === "plan" && email && plan && command.length === 3)
    return { path: "/v1/admin/plan/", body: { email, plan } };
  if (name === "refund" && email && command.length === 2) return { path: "/v1/admin/refund/", body: { email } };
  return null;
}

function describe(path: string, data: unknown): string {
  if (path === "/v1/admin/plan/") {
    const plan = data as { team: string; plan: string };
    return `${plan.team} is now on the ${plan.plan} plan.`;
  }
  const refund = data as {
    team: string;
    amount: number;
    currency: string;
    paid_at: string;
    provider: string;
    subscription_ended: boolean;
  };
  const amount = `${refund.amount.toFixed(2)} ${refund.currency.toUpperCase()}`;
  const ended = refund.subscription_ended ? " Its subscription has ended: the team is on the Free plan." : "";
  return `Refunded ${amount} to ${refund.team} (paid ${refund.paid_at}) through the ${refund.provider} provider.${ended}`;
}

async function main() {
  const call = request(process.argv.slice(2));
  if (!call) {
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
    response = await fetch(`${base}${call.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(call.body),
    });
  } catch {
    console.error(`Feedscope is not reachable at ${base}. Start it (npm start) or set APP_URL.`);
    process.exit(1);
  }
  let body: Envelope | null = null;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    body = null;
  }
  if (body?.code !== 0) {
    console.error(body?.message ?? `The server answered ${response.status}`);
    process.exit(1);
  }
  console.log(describe(call.path, body.data));
}

void main();
