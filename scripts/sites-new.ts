/**
 * npm run sites:new -- --id aurora-no --brand aurora --market NO --language no --hosts min.aurora-bil.no --from aurora-dk
 * Starts a new site (a brand in a market) from an existing one. On a terminal it asks for what
 * the flags leave out; in CI (no terminal) every flag but --hosts is required.
 * --root <dir> works on another copy of the project (the tests use it).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ANSWER_HELP, createSite, existingSites, validateAnswers, type NewSiteAnswers } from './sites/new-site';
import { writeSiteIcons } from './sites/project';

const USAGE =
  'Usage: npm run sites:new -- --id <site-id> --brand <brand> --market <XX> --language <da|sv|en|no> ' +
  '[--hosts host1,host2] --from <existing-site-id> [--root <project folder>]';

function splitHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

async function ask(partial: Partial<Record<keyof NewSiteAnswers, string>>, root: string): Promise<Partial<Record<keyof NewSiteAnswers, string>>> {
  const answers = { ...partial };
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const sites = existingSites(root);
    const defaults: Partial<Record<keyof NewSiteAnswers, () => string>> = {
      from: () => sites[0]?.id ?? '',
      brand: () => sites.find((site) => site.id === answers.from)?.brand ?? '',
      id: () => (answers.brand && answers.market ? `${answers.brand}-${answers.market.toLowerCase()}` : ''),
    };
    for (const key of ['from', 'brand', 'market', 'id', 'language', 'hosts'] as const) {
      if (answers[key] !== undefined) continue;
      const fallback = defaults[key]?.() ?? '';
      const hint = key === 'from' ? ` (${sites.map((site) => site.id).join(', ')})` : '';
      const reply = (await rl.question(`${ANSWER_HELP[key]}${hint}${fallback ? ` [${fallback}]` : ''}: `)).trim();
      answers[key] = reply || fallback;
    }
  } finally {
    rl.close();
  }
  return answers;
}

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        id: { type: 'string' },
        brand: { type: 'string' },
        market: { type: 'string' },
        language: { type: 'string' },
        hosts: { type: 'string' },
        from: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const root = path.resolve((values.root as string | undefined) ?? path.join(__dirname, '..'));
  let given: Partial<Record<keyof NewSiteAnswers, string>> = Object.fromEntries(
    (['id', 'brand', 'market', 'language', 'hosts', 'from'] as const).filter((key) => typeof values[key] === 'string').map((key) => [key, values[key] as string]),
  );
  const interactive = Boolean(process.stdin.isTTY) && !process.env.CI;
  if (interactive) given = await ask(given, root);
  else given.hosts ??= '';
  const missing = (['id', 'brand', 'market', 'language', 'from'] as const).filter((key) => !given[key]);
  if (missing.length) {
    console.error(`Missing ${missing.map((key) => `--${key} (${ANSWER_HELP[key]})`).join(', ')}\n${USAGE}`);
    return 2;
  }
  const answers: NewSiteAnswers = {
    id: given.id!.trim(),
    brand: given.brand!.trim(),
    market: given.market!.trim().toUpperCase(),
    language: given.language!.trim(),
    hosts: splitHosts(given.hosts),
    from: given.from!.trim(),
  };
  const problems = validateAnswers(answers, root);
  if (problems.length) {
    console.error(`Nothing was written:\n${problems.map((problem) => `  ✖ ${problem}`).join('\n')}`);
    return 2;
  }
  const result = createSite(answers, root);
  // The app finds sites through the generated index (config/sites.generated.ts).
  execFileSync(process.execPath, [path.join(root, 'scripts', 'generate-site-index.mjs')], { cwd: root, stdio: 'inherit' });
  // The new site's PNG home-screen icons, drawn from its app icon in its theme (scripts/sites/icons.ts).
  result.written.push(...(await writeSiteIcons(root, answers.id)));
  console.log(`Created site ${answers.id} from ${answers.from}:`);
  for (const file of result.written) console.log(`  + ${file}`);
  console.log('\nEdit next:');
  for (const step of result.next) console.log(`  • ${step}`);
  console.log(
    `\nThen run npm run sites:check. In npm run dev the site answers on http://${answers.id}.localhost:<APP_PORT>, ` +
      'and the sites overview (http://localhost:<APP_PORT>/__sites) shows it next to the others.',
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`sites:new failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
