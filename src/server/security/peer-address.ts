// Copies each request's socket address into PEER_ADDRESS_HEADER before Next sees the request, so the /v1 route
// handler (which gets a web Request without the socket) can key per-IP limits on an address the client cannot
// choose. Any value a client sent in that header is replaced. Installed once per server process at start
// (src/server/runtime/start-node.ts); `clientIpFromHeaders` documents how the address is used.
import "server-only";
import http from "node:http";
import { PEER_ADDRESS_HEADER } from "./client-ip";

const store = globalThis as unknown as { __feedscopePeerHeader?: boolean };

export function stampPeerAddress(request: http.IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

export function installPeerAddressHeader(): void {
  if (store.__feedscopePeerHeader) return;
  store.__feedscopePeerHeader = true;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage) stampPeerAddress(args[0]);
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
