// Runs once per server process before the first request. Node-only work lives in a separate module so the Edge
// compile of this file stays clean.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServerRuntime } = await import("./server/runtime/start-node");
    await startServerRuntime();
  }
}
