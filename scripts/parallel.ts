/**
 * Runs npm scripts side by side and fails when any of them fails: `tsx scripts/parallel.ts lint typecheck`.
 * Each script's output is printed whole when it ends (not interleaved), with how long it took.
 * `npm test` runs its independent checks this way, so a second core is not left idle (docs/testing.md#npm-test).
 */
import { spawn } from 'node:child_process';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function run(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(NPM, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) => resolve({ script, code, seconds: (Date.now() - started) / 1000, output });
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('Usage: tsx scripts/parallel.ts <npm script> [<npm script> ...]');
    process.exit(2);
  }
  const outcomes = await Promise.all(
    scripts.map(async (script) => {
      const outcome = await run(script);
      const status = outcome.code === 0 ? 'passed' : `failed (exit code ${outcome.code})`;
      process.stdout.write(`\n> npm run ${script}: ${status} in ${outcome.seconds.toFixed(0)} s\n${outcome.output}`);
      return outcome;
    }),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
