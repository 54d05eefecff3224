/**
 * The checks of `npm run sites:check`: pure functions over what the project holds (site files,
 * translations, files under public/), so tests feed them broken fixtures. Every problem names
 * the file and the field, says what is wrong in a marketer's words and how to fix it.
 */
import { LOCALES } from '@/config/locales';
import { ECDH } from 'node:crypto';
import { pictureHostsInText } from '@/config/images.js';
import { CLARITY_ID_PATTERN, GA_TAG_PATTERN, isSafeUrl, PICTURE_HOST_PATTERN, siteConfigSchema, WEB_PUSH_KEY_PATTERN, type SiteConfig } from '@/config/site-schema';
import { flattenKeys, type TranslationTree } from '@/lib/i18n/translation-keys';
import { contrastFailures } from '@/lib/theme/contrast';
import { imageSize } from './image-size';

export type Severity = 'error' | 'warning' | 'note';

export type RuleId =
  | 'schema'
  | 'hosts'
  | 'images'
  | 'icon-size'
  | 'links'
  | 'footer'
  | 'tracking'
  | 'translations-missing'
  | 'translations-untranslated'
  | 'contrast'
  | 'rewards'
  | 'picture-hosts'
  | 'web-push'
  | 'home-screen-icons';

export interface Problem {
  rule: RuleId;
  severity: Severity;
  /** What the problem belongs to: a site id, or "translations". */
  group: string;
  file: string;
  field?: string;
  message: string;
  fix: string;
}

export interface SiteFileInput {
  file: string;
  /** The file's default export, not validated yet. */
  config: unknown;
  /** The file's text, where it could be read (what next.config.js reads `pictureHosts` from). */
  text?: string;
  /** Why the file could not even be loaded (a TypeScript or import error). */
  loadError?: string;
}

/** The reward categories a site's backend has, or why they could not be read. */
export type RewardCategoryLookup = { categories: readonly string[]; source: string } | { skipped: string };

export interface CheckInput {
  sites: readonly SiteFileInput[];
  translations: TranslationTree;
  /** language -> "namespace:key" entries that `sites:new` copied from English and nobody translated yet. */
  untranslatedStubs?: Readonly<Record<string, readonly string[]>>;
  /** The bytes of a file under public/ (path like /brands/aurora/logo.svg), undefined when it does not exist. */
  readPublicFile: (publicPath: string) => Uint8Array | undefined;
  rewardCategories: (site: SiteConfig) => RewardCategoryLookup;
  /** What the site's drawn PNG icons are, home-screen icons and favicon (read and drawn again beforehand: drawing is asynchronous). */
  drawnIcons?: (site: SiteConfig) => readonly DrawnIconState[];
}

/** What a drawn icon is for: a phone's home screen (drawn from the app icon), or the pages' own icon (from the favicon). */
export type IconKind = 'homeScreen' | 'favicon';

/** One PNG icon of a site drawn by `sites:icons` (a home-screen icon, or the favicon's PNG), as found under public/. */
export interface DrawnIconState {
  /** A home-screen icon (drawn from the app icon) or the favicon's PNG; a home-screen icon when not given. */
  kind?: IconKind;
  /** /brands/aurora/app-icon-180.png */
  publicPath: string;
  /** The size it must have. */
  size: number;
  /** The picture it is drawn from (the app icon, or the favicon); the app icon when not given. */
  source?: string;
  /** Its format and size as read from the file; undefined when there is no file. */
  found?: { format: 'svg' | 'png'; width: number; height: number };
  /** Whether it is what its picture draws today; undefined when that could not be told. */
  upToDate?: boolean;
}

export const TRANSLATIONS_GROUP = 'translations';

/** locales/<language>/untranslated.txt lists the keys `sites:new` copied from English into a new language. */
export const UNTRANSLATED_FILE = 'untranslated.txt';

const siteIdOf = (file: string) => file.replace(/^.*\//, '').replace(/\.(ts|js)$/, '');

// ---------------------------------------------------------------------------------------------
// Schema

const FIELD_HELP: Partial<Record<string, string>> = {
  hosts: 'list the host names without https:// or port, e.g. mit.aurora-bil.dk',
  locales: `use only ${LOCALES.join(', ')}; the first is the site's default language`,
  cookieProvider: 'use cookieinformation or onecookie',
  cookiePageType: 'use declaration (the provider\'s cookie list) or text (our translated text)',
  notificationIcon: 'use bell, sms or other',
  roadsidePhone: 'write the number in international form, e.g. +45 70 10 20 30',
  consentStyle: 'use popover',
};

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(config: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), config);
}

/** Every schema problem of one site file (not only the first), plus the id and language rules of the registry. */
export function checkSchema(input: SiteFileInput): { site?: SiteConfig; problems: Problem[] } {
  const group = siteIdOf(input.file);
  const problem = (field: string, message: string, fix: string): Problem => ({ rule: 'schema', severity: 'error', group, file: input.file, field, message, fix });
  const parsed = siteConfigSchema.safeParse(input.config);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => problem([...issue.path, key].join('.'), `"${key}" is not a site setting`, 'remove it, or correct its spelling'));
      }
      const field = issue.path.length ? issue.path.join('.') : '(file)';
      const value = valueAt(input.config, issue.path);
      const top = String(issue.path[0] ?? '');
      return [
        problem(
          field,
          value === undefined ? 'is missing' : `has ${describeValue(value)}: ${issue.message.replace(/^Invalid input: /, '').toLowerCase()}`,
          FIELD_HELP[top] ?? (value === undefined ? 'add it (copy it from another site file)' : 'correct the value as described'),
        ),
      ];
    });
    return { problems };
  }
  const site = parsed.data;
  const problems: Problem[] = [];
  const expectedId = siteIdOf(input.file);
  if (site.id !== expectedId) problems.push(problem('id', `is "${site.id}" but the file is named ${expectedId}.ts`, `set id to "${expectedId}" or rename the file`));
  if (new Set(site.locales).size !== site.locales.length) problems.push(problem('locales', 'lists a language twice', 'list every language once'));
  return { site, problems };
}

// ---------------------------------------------------------------------------------------------
// Hosts

/** Hosts (including the automatic <id>.localhost) that two or more sites claim. */
export function checkHosts(inputs: readonly SiteFileInput[]): Problem[] {
  const owners = new Map<string, string[]>();
  for (const { file, config } of inputs) {
    const raw = (config as { hosts?: unknown } | undefined)?.hosts;
    const hosts = Array.isArray(raw) ? raw.filter((host): host is string => typeof host === 'string') : [];
    for (const host of new Set([...hosts.map((host) => host.toLowerCase()), `${siteIdOf(file)}.localhost`])) {
      owners.set(host, [...(owners.get(host) ?? []), file]);
    }
  }
  const problems: Problem[] = [];
  for (const [host, files] of owners) {
    if (files.length < 2) continue;
    for (const file of files) {
      const others = files.filter((other) => other !== file);
      problems.push({
        rule: 'hosts',
        severity: 'error',
        group: siteIdOf(file),
        file,
        field: 'hosts',
        message: `the host ${host} is also claimed by ${others.join(', ')}: a visitor could land on the wrong site`,
        fix: 'give each site its own host names',
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Images and icons

const IMAGE_FIELDS = ['logo', 'coverImage', 'loginBanner', 'favicon', 'smartBannerIcon'] as const;

/** Icons are drawn small and square; a PNG must be at least this many pixels wide to stay sharp. */
export const ICON_RULES = {
  favicon: { what: 'favicon', minPng: 32 },
  smartBannerIcon: { what: 'app icon (smart banner)', minPng: 180 },
} as const;

export function checkImages(site: SiteConfig, file: string, readPublicFile: CheckInput['readPublicFile']): Problem[] {
  const problems: Problem[] = [];
  for (const field of IMAGE_FIELDS) {
    const publicPath = site[field];
    const bytes = readPublicFile(publicPath);
    if (!bytes) {
      problems.push({
        rule: 'images',
        severity: 'error',
        group: site.id,
        file,
        field,
        message: `points at ${publicPath}, but there is no file public${publicPath}`,
        fix: `add the image as public${publicPath}, or correct the path`,
      });
      continue;
    }
    if (field !== 'favicon' && field !== 'smartBannerIcon') continue;
    const { what, minPng } = ICON_RULES[field];
    const size = imageSize(publicPath, bytes);
    const problem = (message: string, fix: string): Problem => ({ rule: 'icon-size', severity: 'error', group: site.id, file, field, message, fix });
    if (!size) {
      problems.push(problem(`the ${what} ${publicPath} has no size we can read`, 'use an SVG with a square viewBox, or a PNG'));
    } else if (size.width !== size.height) {
      problems.push(problem(`the ${what} ${publicPath} is ${size.width}×${size.height}, not square`, 'use a square image'));
    } else if (size.format === 'png' && size.width < minPng) {
      problems.push(problem(`the ${what} ${publicPath} is ${size.width}×${size.height} pixels, too small`, `use at least ${minPng}×${minPng} pixels, or an SVG`));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Links and tracking ids (checked on the raw file, so a marketer sees them in plain words)

const URL_FIELDS = ['apiUrl', 'externalCookiePolicyLink'] as const;

export function checkLinks(input: SiteFileInput): Problem[] {
  const config = (input.config ?? {}) as Record<string, unknown>;
  return URL_FIELDS.flatMap((field) => {
    const value = config[field];
    if (typeof value !== 'string' || value === '' || isSafeUrl(value)) return [];
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
    const why =
      scheme === 'http'
        ? 'is not https: browsers warn or block it, and it can be read on the way'
        : scheme
          ? `uses "${scheme}:", which a link must never run`
          : 'is not a web address';
    return [
      {
        rule: 'links' as const,
        severity: 'error' as const,
        group: siteIdOf(input.file),
        file: input.file,
        field,
        message: `${describeValue(value)} ${why}`,
        fix: 'use an address starting with https://, or a path on the site starting with /',
      },
    ];
  });
}

export function checkTracking(input: SiteFileInput): Problem[] {
  const config = (input.config ?? {}) as Record<string, unknown>;
  const rules = [
    { field: 'gaTag', pattern: GA_TAG_PATTERN, what: 'a Google Analytics 4 measurement id', example: 'G-AB12CD34EF' },
    { field: 'clarityProjectId', pattern: CLARITY_ID_PATTERN, what: 'a Microsoft Clarity project id', example: 'ab12cd34ef' },
  ];
  return rules.flatMap(({ field, pattern, what, example }) => {
    const value = config[field];
    if (typeof value !== 'string' || pattern.test(value)) return [];
    return [
      {
        rule: 'tracking' as const,
        severity: 'error' as const,
        group: siteIdOf(input.file),
        file: input.file,
        field,
        message: `${describeValue(value)} does not look like ${what}, so no data would be collected`,
        fix: `copy the id exactly from the tool (like ${example}), or leave it empty ('') for none`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Picture hosts and web push (checked on the raw file, so a marketer sees them in plain words)

/** Problems with `pictureHosts`: addresses next/image could not or would not load from. */
export function checkPictureHosts(input: SiteFileInput): Problem[] {
  const raw = (input.config as { pictureHosts?: unknown } | undefined)?.pictureHosts;
  if (!Array.isArray(raw)) return [];
  const group = siteIdOf(input.file);
  const problem = (severity: Severity, message: string, fix: string): Problem => ({ rule: 'picture-hosts', severity, group, file: input.file, field: 'pictureHosts', message, fix });
  const problems: Problem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string' || PICTURE_HOST_PATTERN.test(entry)) continue;
    const text = describeValue(entry);
    if (/^http:/i.test(entry)) problems.push(problem('error', `${text} is not https: pictures would be refused, or readable on the way`, 'use the https:// address of the picture host'));
    else if (/^https:\/\/[^/]+\/./i.test(entry) || entry.endsWith('/')) problems.push(problem('error', `${text} has a path: a picture host is a whole origin`, 'write only https:// and the host name, like https://media.aurora-bil.dk'));
    else problems.push(problem('error', `${text} is not an https origin`, 'write https:// and the host name in lower case, like https://media.aurora-bil.dk'));
  }
  const strings = raw.filter((entry): entry is string => typeof entry === 'string');
  if (new Set(strings).size !== strings.length) problems.push(problem('warning', 'lists a picture host twice', 'list every host once'));
  if (raw.length === 0) {
    problems.push(problem('warning', "lists no picture host: every picture the backend sends as an address of another host (cars, rewards, news, parts) stays blank", "add the backend's picture host(s), like https://media.aurora-bil.dk"));
  }
  // next.config.js reads the list from the file's text (config/images.js): it must find the same one.
  if (input.text !== undefined && problems.every((found) => found.severity !== 'error')) {
    const read = pictureHostsInText(input.text);
    if (read.length !== strings.length || read.some((host, index) => host !== strings[index])) {
      problems.push(
        problem(
          'error',
          `is not written as a plain list the build can read (it reads ${describeValue(read)}): those pictures would be refused`,
          "write it in the file itself as one list of quoted addresses: pictureHosts: ['https://media.aurora-bil.dk'],",
        ),
      );
    }
  }
  return problems;
}

/** Whether a base64url text is a P-256 public key (the only kind Web Push takes). */
function isP256PublicKey(key: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

export function checkWebPush(input: SiteFileInput): Problem[] {
  const value = (input.config as { webPushPublicKey?: unknown } | undefined)?.webPushPublicKey;
  if (typeof value !== 'string' || value === '') return [];
  const fine = WEB_PUSH_KEY_PATTERN.test(value) && isP256PublicKey(value);
  if (fine) return [];
  return [
    {
      rule: 'web-push',
      severity: 'error',
      group: siteIdOf(input.file),
      file: input.file,
      field: 'webPushPublicKey',
      message: `${describeValue(value)} is not a Web Push (VAPID) public key: "notify me on this device" could never be switched on`,
      fix: "copy the public key from the backend team exactly (87 characters, starting with B), or leave it empty ('') for no push",
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Drawn icons: the home-screen icons and the favicon's PNG

export function checkDrawnIcons(site: SiteConfig, file: string, icons: readonly DrawnIconState[]): Problem[] {
  return icons.flatMap((icon): Problem[] => {
    const favicon = isFaviconPng(icon);
    const what = favicon ? 'favicon PNG' : 'home-screen icon';
    const problem = (message: string): Problem => ({
      rule: 'home-screen-icons',
      severity: 'error',
      group: site.id,
      file,
      field: favicon ? 'favicon' : 'smartBannerIcon',
      message,
      fix: `run npm run sites:icons (it draws them from the ${favicon ? 'favicon' : 'app icon'}) and commit the PNGs`,
    });
    const missing = favicon ? 'browsers would show no icon in the tab' : 'phones would show a screenshot instead of the brand';
    if (!icon.found) return [problem(`the ${icon.size}×${icon.size} ${what} public${icon.publicPath} is missing: ${missing}`)];
    if (icon.found.format !== 'png' || icon.found.width !== icon.size || icon.found.height !== icon.size) {
      return [problem(`the ${what} public${icon.publicPath} is ${icon.found.width}×${icon.found.height} ${icon.found.format.toUpperCase()}, not a ${icon.size}×${icon.size} PNG`)];
    }
    if (icon.upToDate === false) return [problem(`the ${what} public${icon.publicPath} is not what ${favicon ? 'the favicon' : 'the app icon'} ${icon.source ?? site.smartBannerIcon} draws today: it is out of date`)];
    return [];
  });
}

/** What `sites:check` reports of each site's newer settings, problems or not. */
export interface SiteSettingsSummary {
  pictureHosts: string[];
  webPush: boolean;
  homeScreenIcons: string[];
  /** The PNG drawn from an SVG favicon, when there is one as it must be. */
  faviconPng?: string;
}

/** Whether a drawn icon is the favicon's PNG. */
function isFaviconPng(icon: DrawnIconState): boolean {
  return icon.kind === 'favicon';
}

export function siteSettings(site: SiteConfig, icons: readonly DrawnIconState[]): SiteSettingsSummary {
  const good = icons.filter((icon) => icon.found && icon.found.format === 'png' && icon.found.width === icon.size);
  const faviconPng = good.find((icon) => isFaviconPng(icon))?.publicPath;
  return {
    pictureHosts: [...site.pictureHosts],
    webPush: site.webPushPublicKey !== '',
    homeScreenIcons: good.filter((icon) => !isFaviconPng(icon)).map((icon) => icon.publicPath),
    ...(faviconPng ? { faviconPng } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Footer links

/** The id the cookie provider's declaration needs in cookieData. */
export const COOKIE_DECLARATION_KEY: Record<SiteConfig['cookieProvider'], string> = {
  cookieinformation: 'culture',
  onecookie: 'domainId',
};

function leaf(tree: TranslationTree, language: string, namespace: string, key: string): unknown {
  return valueAt(tree[language]?.[namespace], key.split('.'));
}

/** The footer always shows a cookie link and a privacy link; a setting combination must give both a target. */
export function checkFooter(site: SiteConfig, file: string, translations: TranslationTree): Problem[] {
  const problems: Problem[] = [];
  // Every footer problem is an error of this site.
  const error = (where: Pick<Problem, 'file' | 'field' | 'message' | 'fix'>) =>
    problems.push({ rule: 'footer', severity: 'error', group: site.id, ...where });
  if (!site.externalCookiePolicyLink && site.cookiePageType === 'declaration') {
    const key = COOKIE_DECLARATION_KEY[site.cookieProvider];
    if (!site.cookieData[key]) {
      error({
        file,
        field: 'cookieData',
        message: `the footer's cookie link opens our cookie page, which shows ${site.cookieProvider}'s cookie declaration, but cookieData has no ${key}: the page would be empty`,
        fix: `add cookieData.${key}, set cookiePageType to 'text', or set externalCookiePolicyLink`,
      });
    }
  }
  if (!site.internalPrivacyPolicy) {
    const key = `brand.${site.brand}.privacyUrl`;
    for (const language of site.locales) {
      const url = leaf(translations, language, 'common', key);
      if (typeof url !== 'string' || !url) {
        error({
          file,
          field: 'internalPrivacyPolicy',
          message: `is false, so the footer's privacy link opens the brand's page from the translations, but locales/${language}/common.json has no "${key}": the link would go nowhere`,
          fix: `add "${key}" (an https address) to locales/${language}/common.json, or set internalPrivacyPolicy to true`,
        });
      } else if (!/^https:\/\/[^\s]+$/.test(url)) {
        error({
          file: `locales/${language}/common.json`,
          field: key,
          message: `the footer's privacy link of ${site.id} is ${describeValue(url)}, not an https address`,
          fix: 'use an address starting with https://',
        });
      }
    }
  }
  for (const language of site.locales) {
    const key = `brand.${site.brand}.name`;
    if (typeof leaf(translations, language, 'common', key) !== 'string') {
      error({
        file: `locales/${language}/common.json`,
        field: key,
        message: `the brand name of "${site.brand}" is missing in ${language}; the sign-in page shows it`,
        fix: `add "${key}" to locales/${language}/common.json`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Theme contrast

export function checkContrast(site: SiteConfig, file: string): Problem[] {
  return contrastFailures(site.theme.colors).map(({ foreground, background, ratio, minimum }) => ({
    rule: 'contrast',
    severity: 'error',
    group: site.id,
    file,
    field: `theme.colors.${foreground}`,
    message: `${foreground} (${site.theme.colors[foreground]}) on ${background} (${site.theme.colors[background]}) has contrast ${ratio.toFixed(2)}:1, below the ${minimum}:1 people with low vision need (WCAG AA)`,
    fix: `make ${foreground} darker or ${background} lighter (or the other way round) until the pair reaches ${minimum}:1; the theme is in styles/themes/${site.theme.name}.ts`,
  }));
}

// ---------------------------------------------------------------------------------------------
// Rewards

export function checkRewards(site: SiteConfig, file: string, lookup: RewardCategoryLookup): Problem[] {
  if ('skipped' in lookup) {
    return [
      {
        rule: 'rewards',
        severity: 'note',
        group: site.id,
        file,
        field: 'rewards',
        message: `reward categories not checked: ${lookup.skipped}`,
        fix: 'ask the backend team which reward categories this brand and market have',
      },
    ];
  }
  return (['forYou', 'forVehicle'] as const).flatMap((group) => {
    const category = site.rewards[group].category;
    if (lookup.categories.includes(category)) return [];
    return [
      {
        rule: 'rewards' as const,
        severity: 'error' as const,
        group: site.id,
        file,
        field: `rewards.${group}.category`,
        message: `"${category}" is not a reward category of ${site.brandId}/${site.marketId} (${lookup.source} has ${lookup.categories.map((c) => `"${c}"`).join(', ') || 'none'}): the list would stay empty`,
        fix: `use one of ${lookup.categories.join(', ')}`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Translations

const languageFile = (language: string, namespace: string) => `locales/${language}/${namespace}.json`;

/** Keys missing in a language, and keys that exist in only one language (probably forgotten elsewhere or left over). */
export function checkTranslationKeys(tree: TranslationTree, languages: readonly string[] = LOCALES): Problem[] {
  const problems: Problem[] = [];
  const namespaces = [...new Set(languages.flatMap((language) => Object.keys(tree[language] ?? {})))].sort();
  for (const namespace of namespaces) {
    const keys = new Map(languages.map((language) => [language, new Set(tree[language]?.[namespace] ? flattenKeys(tree[language]![namespace]!) : [])]));
    const all = [...new Set([...keys.values()].flatMap((set) => [...set]))].sort();
    for (const language of languages) {
      if (!tree[language]?.[namespace]) {
        problems.push({
          rule: 'translations-missing',
          severity: 'error',
          group: TRANSLATIONS_GROUP,
          file: languageFile(language, namespace),
          message: `the file is missing: ${language} has no "${namespace}" texts`,
          fix: `copy ${languageFile('en', namespace)} there and translate it`,
        });
      }
    }
    for (const key of all) {
      const has = languages.filter((language) => keys.get(language)!.has(key));
      if (has.length === 1 && languages.length > 2) {
        problems.push({
          rule: 'translations-missing',
          severity: 'error',
          group: TRANSLATIONS_GROUP,
          file: languageFile(has[0]!, namespace),
          field: key,
          message: `exists only in ${has[0]}: every other language lacks it`,
          fix: `add "${key}" to ${languages.filter((language) => language !== has[0]).map((language) => languageFile(language, namespace)).join(', ')}, or remove it if it is left over`,
        });
        continue;
      }
      for (const language of languages) {
        if (has.includes(language) || !tree[language]?.[namespace]) continue;
        problems.push({
          rule: 'translations-missing',
          severity: 'error',
          group: TRANSLATIONS_GROUP,
          file: languageFile(language, namespace),
          field: key,
          message: `is missing (it exists in ${has.join(', ')}): the page would show the raw key`,
          fix: `add "${key}" with the ${language} text`,
        });
      }
    }
  }
  return problems;
}

/**
 * Text that is the same in two languages and may be the same on purpose: brand and product
 * names, short words shared by the languages, codes, addresses and placeholders only.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set(['OK', 'Cookies', 'Service', 'Status', 'Email', 'E-mail', 'Volta', 'Aurora', 'Mit Aurora', 'Min Volta', 'FAQ', 'App Store', 'Google Play', 'Menu', 'Information', 'Hatchback']);

/** Keys whose value is the same in every language by nature (addresses, brand names). */
export const SAME_BY_NATURE_KEYS: readonly RegExp[] = [/(^|\.)(url|href|email|phone|name)$/i, /Url$/];

export function looksTranslatable(value: string, key: string): boolean {
  if (SAME_IN_EVERY_LANGUAGE.has(value.trim())) return false;
  if (SAME_BY_NATURE_KEYS.some((pattern) => pattern.test(key))) return false;
  // Without placeholders, addresses and digits, is there a word of more than three letters left?
  const words = value
    .replace(/\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S+|\S+@\S+/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 3);
  return words.length > 0;
}

/**
 * Text that still looks untranslated: a language's text identical to English for the same key,
 * and keys `sites:new` copied from English that nobody changed yet. Warnings, never errors:
 * Danish, Swedish and Norwegian share many words with English and each other.
 */
export function checkUntranslated(
  tree: TranslationTree,
  stubs: Readonly<Record<string, readonly string[]>> = {},
  languages: readonly string[] = LOCALES,
  reference = 'en',
): Problem[] {
  const problems: Problem[] = [];
  for (const language of languages) {
    if (language === reference) continue;
    const stubbed = new Set(stubs[language] ?? []);
    for (const [namespace, content] of Object.entries(tree[language] ?? {})) {
      for (const key of flattenKeys(content)) {
        const value = leaf(tree, language, namespace, key);
        const english = leaf(tree, reference, namespace, key);
        if (typeof value !== 'string' || value !== english) continue;
        const isStub = stubbed.has(`${namespace}:${key}`);
        if (!isStub && !looksTranslatable(value, key)) continue;
        problems.push({
          rule: 'translations-untranslated',
          severity: 'warning',
          group: TRANSLATIONS_GROUP,
          file: languageFile(language, namespace),
          field: key,
          message: isStub
            ? `still has the English text sites:new copied in (${describeValue(value)})`
            : `is the same as English (${describeValue(value)}): is it translated?`,
          fix: isStub
            ? `translate it into ${language}, then remove the line "${namespace}:${key}" from locales/${language}/untranslated.txt`
            : `translate it into ${language}; if it is right as it is, ignore this warning`,
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Everything

/** The settings summary of every site that passes the schema, by site id. */
export function settingsOfSites(input: CheckInput): Record<string, SiteSettingsSummary> {
  const summaries: Record<string, SiteSettingsSummary> = {};
  for (const siteFile of input.sites) {
    const { site } = siteFile.loadError === undefined ? checkSchema(siteFile) : {};
    if (site) summaries[site.id] = siteSettings(site, input.drawnIcons?.(site) ?? []);
  }
  return summaries;
}

export function checkAll(input: CheckInput): Problem[] {
  const problems: Problem[] = [];
  for (const siteFile of input.sites) {
    if (siteFile.loadError !== undefined) {
      problems.push({
        rule: 'schema',
        severity: 'error',
        group: siteIdOf(siteFile.file),
        file: siteFile.file,
        message: `the file cannot be loaded: ${siteFile.loadError}`,
        fix: 'correct the file (compare it with another file in config/sites/)',
      });
      continue;
    }
    // These rules explain a schema problem in plainer words; the schema's message for the field is then dropped.
    const friendly = [...checkLinks(siteFile), ...checkTracking(siteFile), ...checkPictureHosts(siteFile), ...checkWebPush(siteFile)];
    const explained = new Set(friendly.map((problem) => problem.field));
    const { site, problems: schemaProblems } = checkSchema(siteFile);
    // A list's entry (pictureHosts.0) is explained by the rule of the list.
    const explainedField = (field: string) => explained.has(field) || explained.has(field.replace(/\.\d+$/, ''));
    problems.push(...friendly, ...schemaProblems.filter((problem) => !(problem.field && explainedField(problem.field))));
    if (!site) continue;
    problems.push(
      ...checkImages(site, siteFile.file, input.readPublicFile),
      ...checkFooter(site, siteFile.file, input.translations),
      ...checkContrast(site, siteFile.file),
      ...checkRewards(site, siteFile.file, input.rewardCategories(site)),
      ...(input.drawnIcons ? checkDrawnIcons(site, siteFile.file, input.drawnIcons(site)) : []),
    );
  }
  problems.push(...checkHosts(input.sites));
  problems.push(...checkTranslationKeys(input.translations), ...checkUntranslated(input.translations, input.untranslatedStubs));
  return problems;
}
