// Types of pg-test-cluster.mjs for the TypeScript tests that start their own cluster (the PostgreSQL outage test).
export interface PgCluster {
  url: string;
  pause(): void;
  resume(): void;
  stop(): void;
}
export function startPgCluster(): Promise<PgCluster | null>;
