// `npm run dev`: Next in development mode with the same binding and signal handling as `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { hostAndPort, loadDotEnv, serverEnv } from "./next-env.mjs";

loadDotEnv();
const { host, port } = hostAndPort();
const next = path.join("node_modules", "next", "dist", "bin", "next");
const server = spawn(process.execPath, [next, "dev", "-H", host, "-p", port], { stdio: "inherit", env: serverEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
