// npm run cluster -- --processes 3 [--port 3000] [--database-url URL] [--redis-url URL]
// Several portal processes behind HAProxy, sharing PostgreSQL, Redis and an S3 server, until
// Ctrl-C (docs/OPERATIONS.md, "Several processes, several machines").
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, startCluster } from './cluster/lib.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '3000' },
    'database-url': { type: 'string', default: process.env.CLUSTER_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    'redis-url': { type: 'string', default: process.env.CLUSTER_REDIS_URL ?? DEFAULT_REDIS_URL },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run cluster -- [--processes N] [--port P] [--database-url URL] [--redis-url URL] [--quiet]

Starts an S3-compatible server (s3rver, files in data/cluster/s3), N processes of the built server
(packages/server/dist/main.js, each with DATA_DIR data/cluster/node-<i>, ports P+1…P+N) and HAProxy
on P, until Ctrl-C. Defaults: 3 processes, port 3000, ${DEFAULT_DATABASE_URL} (created if absent),
${DEFAULT_REDIS_URL}. The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD.`);
  process.exit(0);
}

const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || !Number.isInteger(port) || port < 1 || port > 65535 - processes) {
  console.error('--processes must be a whole number from 1, --port a free TCP port');
  process.exit(2);
}

let cluster;
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the balancer, the processes (gracefully) and the S3 server`);
  await cluster?.stopAll();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  cluster = await startCluster({
    processes,
    port,
    databaseUrl: values['database-url'],
    redisUrl: values['redis-url'],
    log: values.quiet ? () => {} : console.log,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`
The portal through HAProxy: ${cluster.url}
${cluster.processes.map((node) => `  ${node.name}: ${node.url} (pid ${node.pid}, DATA_DIR ${node.dataDir})`).join('\n')}
  S3 server: ${cluster.s3.endpoint} (bucket ${cluster.s3.bucket})
  database: ${cluster.databaseUrl}, Redis: ${cluster.redisUrl}
Ctrl-C stops everything.`);
