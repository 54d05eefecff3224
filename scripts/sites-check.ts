/**
 * npm run sites:check [-- --json] [-- --root <dir>]
 * Checks every site file and translation before a site ships (rules: scripts/sites/checks.ts).
 * Prints problems grouped by site, one line each, with the fix; exit code 1 when there is an error.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAll, settingsOfSites } from './sites/checks';
import { readProject } from './sites/project';
import { formatReport, jsonReport, wantsColour } from './sites/report';

async function main(): Promise<number> {
  let values: { json?: boolean; root?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { json: { type: 'boolean' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run sites:check [-- --json] [-- --root <project folder>]`);
    return 2;
  }
  if (values.help) {
    console.log('Usage: npm run sites:check [-- --json] [-- --root <project folder>]\nChecks config/sites/*.ts, locales/ and public/ before a site ships.');
    return 0;
  }
  const root = path.resolve(values.root ?? path.join(__dirname, '..'));
  const input = await readProject(root);
  const problems = checkAll(input);
  const settings = settingsOfSites(input);
  const sites = input.sites.map((site) => site.file.replace(/^.*\//, '').replace(/\.ts$/, ''));
  process.stdout.write(
    values.json ? jsonReport(problems, sites, settings) : formatReport(problems, { colour: wantsColour(process.stdout, process.env), sites, settings }),
  );
  return problems.some((problem) => problem.severity === 'error') ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`sites:check could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 2;
  },
);
