import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The languages every namespace exists in (config/locales.ts). */
const LANGUAGES = ['da', 'sv', 'en', 'no'] as const;
const LAYOUTS = ['general', 'profile', 'split', 'bare'] as const;
const ACCESS = ['authenticated', 'anonymous', 'public'] as const;

export interface ScaffoldOptions {
  /** The repository (or a copy of it) to write into. */
  root: string;
  /** camelCase, e.g. giftCards. */
  routeKey: string;
  /** The feature folder; defaults to the route key in kebab-case. */
  area?: string;
  layout?: (typeof LAYOUTS)[number];
  access?: (typeof ACCESS)[number];
}

const kebab = (value: string) => value.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
/** "giftCards" -> "Gift cards": a placeholder text, to be written properly in each language. */
const words = (value: string) => pascal(kebab(value).replace(/-/g, ' '));

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function writeJson(file: string, value: unknown) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Adds a route with everything it needs: the page (pages/[site]/[locale]/<route>.tsx), its screen,
 * a feature folder with a first section, its own translation namespace in every language, its
 * title in common.json, its path in the routes namespace and its route module
 * (screens/<route>.route.ts, collected into the registry by npm run generate). Returns the files written; refuses (and writes nothing) when the route or a file exists.
 */
export function scaffoldScreen({ root, routeKey, area, layout = 'general', access = 'authenticated' }: ScaffoldOptions): string[] {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(routeKey)) throw new Error(`Route key "${routeKey}" must be camelCase, e.g. giftCards`);
  if (!LAYOUTS.includes(layout)) throw new Error(`Layout must be one of ${LAYOUTS.join(', ')}`);
  if (!ACCESS.includes(access)) throw new Error(`Access must be one of ${ACCESS.join(', ')}`);
  const name = kebab(routeKey);
  const feature = area ?? name;
  if (!/^[a-z][a-z0-9-]*$/.test(feature)) throw new Error(`Area "${feature}" must be kebab-case, e.g. loyalty`);
  const namespace = name;
  const component = pascal(routeKey);

  const screens = path.join(root, 'screens');
  if (existsSync(path.join(screens, `${name}.route.ts`))) throw new Error(`The route ${routeKey} exists already (screens/${name}.route.ts)`);

  const files: Record<string, string> = {
    [`pages/[site]/[locale]/${name}.tsx`]: `import { getSitePaths, makeStaticProps } from '@/lib/page/static-props';
import { ${component}Screen } from '@/screens/${name}-screen';

export const getStaticPaths = getSitePaths;
export const getStaticProps = makeStaticProps('${routeKey}');

export default ${component}Screen;
`,
    [`screens/${name}.route.ts`]: `import type { RouteDefinition } from '@/config/route-kit';

/** The ${words(routeKey).toLowerCase()} page. */
export default {
  page: '/${name}',
  layout: '${layout}',
  access: '${access}',
  namespaces: ['${namespace}'],
} as const satisfies RouteDefinition;
`,
    [`screens/${name}-screen.tsx`]: `import { useTranslation } from 'react-i18next';
import { ${component}Section } from '@/features/${feature}/${name}-section';

/** The ${words(routeKey).toLowerCase()} page: composes the ${feature} feature's sections. */
export function ${component}Screen() {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('pageTitle.${routeKey}')}</h1>
      <${component}Section />
    </>
  );
}
`,
    [`features/${feature}/${name}-section.tsx`]: `import { useTranslation } from 'react-i18next';

/** A first section of the ${words(routeKey).toLowerCase()} page; it owns its query and its states. */
export function ${component}Section() {
  const { t } = useTranslation('${namespace}');
  return <p>{t('intro')}</p>;
}
`,
  };
  for (const language of LANGUAGES) {
    files[`locales/${language}/${namespace}.json`] = `${JSON.stringify({ intro: words(routeKey) }, null, 2)}\n`;
  }

  const existing = Object.keys(files).filter((file) => existsSync(path.join(root, file)));
  if (existing.length > 0) throw new Error(`Already there: ${existing.join(', ')}`);

  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }

  for (const language of LANGUAGES) {
    const pathsFile = path.join(root, 'locales', language, 'routes.json');
    writeJson(pathsFile, { ...readJson(pathsFile), [routeKey]: name });
    const commonFile = path.join(root, 'locales', language, 'common.json');
    const common = readJson(commonFile);
    writeJson(commonFile, { ...common, pageTitle: { ...(common.pageTitle as object), [routeKey]: words(routeKey) } });
  }

  return [
    ...Object.keys(files),
    ...LANGUAGES.flatMap((language) => [`locales/${language}/routes.json`, `locales/${language}/common.json`]),
  ];
}
