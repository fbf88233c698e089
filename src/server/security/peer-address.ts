// Copies each request's socket address into PEER_ADDRESS_HEADER before Next sees the request, so the /v1 route
// handler (which gets a web Request without the socket) can key per-IP limits on an address the client cannot
// choose. Any value a client sent in that header is replaced. Installed once per server process at start
// (src/server/runtime/start-node.ts); `clientIpFromHeaders` documents how the address is used.
import "server-only";
import http from "node:http";
import https from "node:https";
import { PEER_ADDRESS_HEADER } from "./client-ip";

const store = globalThis as unknown as { __feedscopePeerHeader?: boolean };

export function stampPeerAddress(request: http.IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
}

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

function stampRequestsOf(prototype: { emit: Emit }): void {
  const emit = prototype.emit;
  prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] instanceof http.IncomingMessage) stampPeerAddress(args[0]);
    return emit.call(this, event, ...args);
  };
}

/** Both server kinds: `next start` serves http, and an https server (e.g. `next dev --experimental-https`) too. */
export function installPeerAddressHeader(): void {
  if (store.__feedscopePeerHeader) return;
  store.__feedscopePeerHeader = true;
  stampRequestsOf(http.Server.prototype as unknown as { emit: Emit });
  // https.Server inherits from tls.Server, not http.Server, so its requests need their own stamp.
  if (https.Server.prototype.emit !== http.Server.prototype.emit)
    stampRequestsOf(https.Server.prototype as unknown as { emit: Emit });
}
