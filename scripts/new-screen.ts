/**
 * npm run new:screen <routeKey> [--area <feature>] [--layout general|profile|split|bare]
 *   [--access authenticated|anonymous|public]
 * Adds a route in one command (see scripts/new-screen/scaffold.ts for what it writes).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scaffoldScreen, type ScaffoldOptions } from './new-screen/scaffold';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    area: { type: 'string' },
    layout: { type: 'string' },
    access: { type: 'string' },
    root: { type: 'string' },
  },
});

const routeKey = positionals[0];
if (!routeKey) {
  console.error('Usage: npm run new:screen <routeKey> [--area <feature>] [--layout general] [--access authenticated]');
  process.exit(1);
}

try {
  const written = scaffoldScreen({
    root: values.root ?? process.cwd(),
    routeKey,
    area: values.area,
    layout: values.layout as ScaffoldOptions['layout'],
    access: values.access as ScaffoldOptions['access'],
  });
  // The registry lists the new route module at once (npm run generate does the same before every command).
  execFileSync(process.execPath, [path.join(__dirname, 'generate-route-index.mjs'), path.resolve(values.root ?? process.cwd())]);
  console.log(`Added the route ${routeKey}:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log(
    'Next: write the texts (the intro, pageTitle and the path in routes.json) as a native speaker of da, sv, en and no would, and add nav links if the route needs them.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
