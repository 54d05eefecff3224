/**
 * How `sites:check` prints its findings: grouped by site (then translations), one line per
 * problem with its fix, errors first and warnings listed apart, colours only on a terminal.
 */
import { TRANSLATIONS_GROUP, type Problem, type Severity, type SiteSettingsSummary } from './checks';

export interface ReportOptions {
  colour: boolean;
  /** Site ids in the order to print them (sites without problems are listed as fine). */
  sites: readonly string[];
  /** Each site's picture hosts, web push and home-screen icons, printed whatever the problems. */
  settings?: Readonly<Record<string, SiteSettingsSummary>>;
}

/** One line per site: where its pictures come from, whether it offers push, which icons phones get. */
function settingsSection(options: ReportOptions, paint: ReturnType<typeof painter>): string[] {
  const settings = options.settings ?? {};
  const sites = options.sites.filter((site) => settings[site]);
  if (sites.length === 0) return [];
  const icons = (paths: readonly string[]) => (paths.length ? paths.map((icon) => /-(\d+)\.png$/.exec(icon)?.[1] ?? icon).join(', ') + ' px PNG' : 'none');
  return [
    paint('bold', 'Settings'),
    ...sites.map((site) => {
      const { pictureHosts, webPush, homeScreenIcons, faviconPng } = settings[site]!;
      const hosts = pictureHosts.length ? pictureHosts.join(', ') : 'none';
      const favicon = faviconPng ? ` · favicon ${icons([faviconPng])}` : '';
      return `  ${paint('bold', site)}: pictureHosts ${hosts} · webPushPublicKey ${webPush ? 'set (notify me on this device: offered)' : 'empty (no push)'} · home-screen icons ${icons(homeScreenIcons)}${favicon}`;
    }),
    '',
  ];
}

const CODES = { red: 31, yellow: 33, green: 32, cyan: 36, dim: 2, bold: 1 } as const;

function painter(enabled: boolean) {
  return (style: keyof typeof CODES, text: string) => (enabled ? `\u001b[${CODES[style]}m${text}\u001b[0m` : text);
}

/** Colours only when a person reads a terminal; CI logs and pipes get plain text. NO_COLOR turns them off. */
export function wantsColour(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): boolean {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}

const SYMBOL: Record<Severity, string> = { error: '✖', warning: '⚠', note: 'ℹ' };
const COLOUR: Record<Severity, keyof typeof CODES> = { error: 'red', warning: 'yellow', note: 'cyan' };

function groupTitle(group: string): string {
  return group === TRANSLATIONS_GROUP ? 'Translations (locales/)' : `Site ${group}`;
}

function line(problem: Problem, paint: ReturnType<typeof painter>): string {
  const where = problem.field ? `${problem.file} › ${problem.field}` : problem.file;
  const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);
  return `  ${paint(COLOUR[problem.severity], SYMBOL[problem.severity])} ${paint('bold', where)}: ${sentence(problem.message)} ${paint('dim', `Fix: ${sentence(problem.fix)}`)}`;
}

function section(title: string, problems: readonly Problem[], groups: readonly string[], paint: ReturnType<typeof painter>): string[] {
  if (problems.length === 0) return [];
  const lines = [paint('bold', title)];
  for (const group of groups) {
    const own = problems.filter((problem) => problem.group === group);
    if (own.length === 0) continue;
    lines.push('', paint('bold', groupTitle(group)), ...own.map((problem) => line(problem, paint)));
  }
  return [...lines, ''];
}

export function formatReport(problems: readonly Problem[], options: ReportOptions): string {
  const paint = painter(options.colour);
  const groups = [...new Set([...options.sites, ...problems.map((problem) => problem.group).filter((group) => group !== TRANSLATIONS_GROUP)]), TRANSLATIONS_GROUP];
  const bySeverity = (severity: Severity) => problems.filter((problem) => problem.severity === severity);
  const errors = bySeverity('error');
  const warnings = bySeverity('warning');
  const notes = bySeverity('note');
  const lines = [
    ...section('Errors: fix these before the site ships', errors, groups, paint),
    ...section('Warnings: check these, they may be right', warnings, groups, paint),
    ...section('Notes', notes, groups, paint),
    ...settingsSection(options, paint),
  ];
  const clean = options.sites.filter((site) => !problems.some((problem) => problem.group === site && problem.severity !== 'note'));
  if (clean.length) lines.push(`${paint('green', '✔')} No problems in: ${clean.join(', ')}`);
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary = `${count(options.sites.length, 'site')} checked: ${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}`;
  lines.push(errors.length ? paint('red', `✖ ${summary}`) : paint('green', `✔ ${summary}`));
  return `${lines.join('\n')}\n`;
}

export function jsonReport(problems: readonly Problem[], sites: readonly string[], settings: Readonly<Record<string, SiteSettingsSummary>> = {}): string {
  const count = (severity: Severity) => problems.filter((problem) => problem.severity === severity).length;
  return `${JSON.stringify({ ok: count('error') === 0, sites, errors: count('error'), warnings: count('warning'), notes: count('note'), problems, settings }, null, 2)}\n`;
}
