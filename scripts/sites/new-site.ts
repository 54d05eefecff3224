/**
 * What `npm run sites:new` does, as functions over a project folder: validate the answers,
 * write config/sites/<id>.ts from an existing site, copy a new brand's images, add translation
 * stubs for a language that has none, and say what to edit next.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale, LOCALES } from '@/config/locales';
import { flattenKeys } from '@/lib/i18n/translation-keys';
import { UNTRANSLATED_FILE } from './checks';

export interface NewSiteAnswers {
  id: string;
  brand: string;
  /** Market id, e.g. DK, SE, NO. */
  market: string;
  language: string;
  hosts: string[];
  /** The existing site to copy settings from. */
  from: string;
}

export const ANSWER_HELP: Record<keyof NewSiteAnswers, string> = {
  id: 'site id, kebab-case (e.g. aurora-no); the file name and <id>.localhost',
  brand: 'brand key, lower case (e.g. aurora); a new key starts a new brand',
  market: 'market id, two capital letters (e.g. NO)',
  language: `the site's language: one of ${LOCALES.join(', ')}`,
  hosts: 'production host names, comma-separated (e.g. min.aurora-bil.no); may be empty',
  from: 'existing site to start from (its settings and theme are copied)',
};

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

interface ExistingSite {
  id: string;
  text: string;
  brand: string;
  hosts: string[];
}

function field(text: string, name: string): string | undefined {
  return new RegExp(`^\\s*${name}: '([^']*)',?\\s*$`, 'm').exec(text)?.[1];
}

export function existingSites(root: string): ExistingSite[] {
  const dir = path.join(root, 'config', 'sites');
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.ts$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const hostList = /^\s*hosts: \[([^\]]*)\]/m.exec(text)?.[1] ?? '';
      return {
        id: name.slice(0, -3),
        text,
        brand: field(text, 'brand') ?? '',
        hosts: [...hostList.matchAll(/'([^']+)'/g)].map((match) => match[1]!),
      };
    });
}

/** Problems with the answers, in words; empty when they can be used. */
export function validateAnswers(answers: NewSiteAnswers, root: string): string[] {
  const problems: string[] = [];
  const sites = existingSites(root);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(answers.id)) problems.push(`--id "${answers.id}": use lower-case letters, digits and dashes, like aurora-no`);
  else if (sites.some((site) => site.id === answers.id)) problems.push(`--id "${answers.id}": config/sites/${answers.id}.ts already exists`);
  if (!/^[a-z0-9-]+$/.test(answers.brand)) problems.push(`--brand "${answers.brand}": use lower-case letters, digits and dashes, like aurora`);
  if (!/^[A-Z]{2}$/.test(answers.market)) problems.push(`--market "${answers.market}": use two capital letters, like NO`);
  if (!isLocale(answers.language)) {
    problems.push(
      `--language "${answers.language}": the portal speaks ${LOCALES.join(', ')}. A new language needs a developer first ` +
        '(config/locales.ts, config/calendar.ts, config/route-aliases.ts, lib/routing/route-paths.ts, next-i18next.config.js)',
    );
  }
  for (const host of answers.hosts) {
    if (!HOST.test(host)) problems.push(`--hosts "${host}": a host name is lower case, without https:// or port, like min.aurora-bil.no`);
    const owner = sites.find((site) => site.hosts.includes(host));
    if (owner) problems.push(`--hosts "${host}": already a host of ${owner.id}`);
  }
  if (!sites.some((site) => site.id === answers.from)) {
    problems.push(`--from "${answers.from}": no such site; choose one of ${sites.map((site) => site.id).join(', ')}`);
  }
  return problems;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The new site file: the start site's text with the answers put in and the market-specific values cleared. */
export function newSiteFileText(answers: NewSiteAnswers, from: ExistingSite): string {
  const set = (text: string, name: string, value: string) => {
    const pattern = new RegExp(`^(\\s*${name}: ).*?(,?)$`, 'm');
    if (!pattern.test(text)) throw new Error(`The start site ${from.id} has no "${name}:" line to copy`);
    return text.replace(pattern, (_line, start: string, comma: string) => `${start}${value}${comma}`);
  };
  const brandChanged = answers.brand !== from.brand;
  let text = from.text.replace(/^\/\/.*\n/gm, '');
  text = set(text, 'id', quote(answers.id));
  text = set(text, 'hosts', `[${answers.hosts.map(quote).join(', ')}]`);
  text = set(text, 'locales', `[${quote(answers.language)}]`);
  text = set(text, 'marketId', quote(answers.market));
  text = set(text, 'gaTag', "''");
  text = set(text, 'clarityProjectId', "''");
  text = set(text, 'externalCookiePolicyLink', "''");
  // The backend's Web Push key is the market's own: no push until the backend team gives it.
  text = set(text, 'webPushPublicKey', "''");
  text = set(text, 'maintenance', 'false');
  if (brandChanged) {
    text = set(text, 'brand', quote(answers.brand));
    text = set(text, 'brandId', quote(answers.brand.replace(/[^a-z0-9]/g, '').slice(0, 3).toUpperCase()));
    text = set(text, 'websiteName', quote(`My ${capitalise(answers.brand)}`));
    text = text.replaceAll(`/brands/${from.brand}/`, `/brands/${answers.brand}/`);
  }
  return `// Created by npm run sites:new from ${from.id}. Check every value; run npm run sites:check.\n${text}`;
}

export interface NewSiteResult {
  written: string[];
  /** What the marketer edits next, one line each. */
  next: string[];
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function writeJson(file: string, value: unknown) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes the new site into the project. Call validateAnswers first. */
export function createSite(answers: NewSiteAnswers, root: string): NewSiteResult {
  const from = existingSites(root).find((site) => site.id === answers.from)!;
  const written: string[] = [];
  const next: string[] = [];
  const siteFile = `config/sites/${answers.id}.ts`;
  writeFileSync(path.join(root, siteFile), newSiteFileText(answers, from));
  written.push(siteFile);
  next.push(
    `${siteFile}: websiteName, apiUrl (the market's backend), appIds, gaTag and clarityProjectId (empty = no tracking), ` +
      `cookieProvider/cookieData, externalCookiePolicyLink (empty = our cookie page), rewards categories, ` +
      `pictureHosts (the https hosts the market's backend serves pictures from), webPushPublicKey (empty = no push)`,
  );

  if (answers.brand !== from.brand) {
    const brandDir = path.join(root, 'public', 'brands', answers.brand);
    if (!existsSync(brandDir)) {
      mkdirSync(brandDir, { recursive: true });
      cpSync(path.join(root, 'public', 'brands', from.brand), brandDir, { recursive: true });
      written.push(`public/brands/${answers.brand}/`);
      next.push(
        `public/brands/${answers.brand}/: replace the ${from.brand} images (logo, cover, login banner, favicon and app icon: square), ` +
          'then run npm run sites:icons for the PNG home-screen icons',
      );
    }
    // The brand's name and privacy address live in the common texts of every language.
    for (const language of LOCALES) {
      const file = path.join(root, 'locales', language, 'common.json');
      if (!existsSync(file)) continue;
      const common = readJson(file);
      const brands = (common.brand ?? {}) as Record<string, Record<string, string>>;
      if (brands[answers.brand]) continue;
      brands[answers.brand] = { ...(brands[from.brand] ?? {}), name: capitalise(answers.brand) };
      common.brand = brands;
      writeJson(file, common);
      written.push(`locales/${language}/common.json (brand.${answers.brand})`);
    }
    next.push(`locales/*/common.json: brand.${answers.brand}.name and brand.${answers.brand}.privacyUrl (copied from ${from.brand})`);
    next.push(`theme: the site uses ${from.brand}'s theme; for the brand's own look add styles/themes/${answers.brand}.ts and import it in ${siteFile}`);
  }

  const stubs = addLanguageStubs(root, answers.language);
  if (stubs.length) {
    written.push(...stubs.map((namespace) => `locales/${answers.language}/${namespace}.json`), `locales/${answers.language}/${UNTRANSLATED_FILE}`);
    next.push(`locales/${answers.language}/: translate the English stubs (listed in ${UNTRANSLATED_FILE}; sites:check warns until they are translated)`);
  }
  return { written, next };
}

/**
 * Gives a language every namespace English has: a missing namespace is copied from English and
 * its keys are listed in locales/<language>/untranslated.txt, so sites:check warns about each
 * until it is translated. Returns the namespaces written.
 */
export function addLanguageStubs(root: string, language: string): string[] {
  const englishDir = path.join(root, 'locales', 'en');
  const dir = path.join(root, 'locales', language);
  if (language === 'en' || !existsSync(englishDir)) return [];
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const keys: string[] = [];
  for (const name of readdirSync(englishDir).filter((file) => file.endsWith('.json')).sort()) {
    const target = path.join(dir, name);
    if (existsSync(target)) continue;
    const english = readJson(path.join(englishDir, name));
    writeJson(target, english);
    const namespace = name.slice(0, -'.json'.length);
    written.push(namespace);
    keys.push(...flattenKeys(english).map((key) => `${namespace}:${key}`));
  }
  if (keys.length) {
    const file = path.join(dir, UNTRANSLATED_FILE);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : `# Keys npm run sites:new copied from English: translate each, then delete its line.\n`;
    writeFileSync(file, `${before}${keys.join('\n')}\n`);
  }
  return written;
}
