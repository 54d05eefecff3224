/**
 * `npm run scale`: the scale-out stack to look at, stopped with Ctrl+C. Two `next start`
 * instances of one build share their page cache through Redis behind nginx, with Azurite (the
 * translations) and the mock backend as in `npm run demo`. Ports: SCALE_APP_PORTS (3001,3002),
 * LB_PORT (8080), REDIS_PORT (6380), MOCK_API_PORT (4011), AZURITE_BLOB_PORT (10001); the build is
 * SCALE_DIST_DIR (default .next-e2e, built when missing; SCALE_BUILD=1 rebuilds).
 */
import { startScaleStack, type ScaleStack } from './scale/stack';

let stack: ScaleStack | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

startScaleStack()
  .then((started) => {
    stack = started;
    const lb = `http://localhost:${started.ports.balancer}`;
    console.log(`[scale] ready: ${lb} (aurora-dk), http://volta-se.localhost:${started.ports.balancer}/inloggning, ...`);
    console.log(`[scale] health of each instance: ${started.ports.apps.map((port) => `http://127.0.0.1:${port}/api/health`).join(' ')}`);
    console.log(`[scale] logs: ${started.logDir}; Ctrl+C stops everything`);
    if (stopping) void stop(0);
  })
  .catch((error: unknown) => {
    console.error(`[scale] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
