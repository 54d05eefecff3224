import { execFileSync } from 'node:child_process';

/** A free TCP port on 127.0.0.1, found synchronously so the Playwright config can use it. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString());
}

/**
 * Ports of the stack the end-to-end tests start: free ones, chosen once in the main process and
 * inherited by the workers through the environment, so a running `npm run dev` is never disturbed.
 */
export function e2ePorts() {
  process.env.E2E_APP_PORT ??= String(freePort());
  process.env.E2E_MOCK_API_PORT ??= String(freePort());
  process.env.E2E_AZURITE_PORT ??= String(freePort());
  process.env.E2E_MOCK_PICTURES_PORT ??= String(freePort());
  // One id per run, shared by the workers: tests that meet each other use it to name their files.
  process.env.E2E_RUN_ID ??= String(process.pid);
  return {
    app: Number(process.env.E2E_APP_PORT),
    mockApi: Number(process.env.E2E_MOCK_API_PORT),
    azurite: Number(process.env.E2E_AZURITE_PORT),
    mockPictures: Number(process.env.E2E_MOCK_PICTURES_PORT),
  };
}

/** http://<site>.localhost:<port><path> of the app under test. */
export function siteUrl(site: string | null, path = '/'): string {
  const host = site ? `${site}.localhost` : 'localhost';
  return `http://${host}:${e2ePorts().app}${path}`;
}
