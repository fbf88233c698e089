// The part of autocannon's API bench/load.ts uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface AutocannonRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called each time autocannon builds this request (the bench's trace stamps an id on it). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonClient extends EventEmitter {
    setRequests(requests: AutocannonRequest[]): void;
  }

  export interface AutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
    verifyBody?: (body: string) => boolean;
  }

  export interface AutocannonResult {
    requests: { average: number; total: number; sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    duration: number;
  }

  export interface AutocannonInstance extends EventEmitter {
    on(
      event: "response",
      listener: (client: AutocannonClient, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance & PromiseLike<AutocannonResult>;
  export default autocannon;
}
