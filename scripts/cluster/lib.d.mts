// Types of lib.mjs for the TypeScript that starts a cluster (the cluster tests, bench:scale).

export const repoRoot: string;
export const DEFAULT_DATABASE_URL: string;
export const DEFAULT_REDIS_URL: string;

export interface ClusterProcess {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  readonly pid: number | undefined;
  /** Starts the process and resolves once it answers /api/health. */
  start(): Promise<void>;
  /** SIGTERM: a graceful stop; SIGKILL: a crash. Resolves when it has ended. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** One step of a rolling restart: out of the balancer, stopped gracefully, started, back in. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  processes: ClusterProcess[];
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  databaseUrl: string;
  redisUrl: string;
  balancer: {
    pid: number | undefined;
    configFile: string;
    command(command: string): Promise<string>;
    stop(): Promise<void>;
  };
  stopAll(): Promise<void>;
}

export function startCluster(options?: {
  processes?: number;
  /** 0: free ports for the balancer and the processes. */
  port?: number;
  databaseUrl?: string;
  redisUrl?: string;
  dataDir?: string;
  serverEntry?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;

/** Creates the database `databaseUrl` names when the server does not have it yet; answers whether it did. */
export function ensureDatabase(databaseUrl: string): Promise<boolean>;
