import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports run one way: config/styles -> lib -> api-client -> components/ui -> features/<area> ->
// components/shell -> layouts -> screens -> pages (docs/architecture.md#code-layout).
// (`from` lists are globs throughout: the import plugin refuses a zone that mixes globs and paths.)
const zones = [
  { target: './config/**', from: ['./lib/**', './api-client/**', './components/**', './features/**', './layouts/**', './screens/**', './pages/**'] },
  { target: './styles/**', from: ['./lib/**', './api-client/**', './components/**', './features/**', './layouts/**', './screens/**', './pages/**'] },
  { target: './lib/**', from: ['./api-client/**', './components/**', './features/**', './layouts/**', './screens/**', './pages/**'] },
  // The page boot (lib/boot) imports no feature, and auth knows nothing of the boot: the boot
  // listens for the session's end (onSessionEnd, lib/auth/token-store.ts).
  { target: './lib/boot/**', from: ['./features/**'] },
  { target: './lib/auth/**', from: ['./lib/boot/**'] },
  { target: './api-client/**', from: ['./components/**', './features/**', './layouts/**', './screens/**', './pages/**'] },
  // The kit is brand- and product-agnostic: no backend client, no session, no product area, no chrome.
  {
    target: './components/ui/**',
    from: ['./api-client/**', './lib/auth/**', './components/!(ui)/**', './features/**', './layouts/**', './screens/**', './pages/**'],
  },
  { target: './features/**', from: ['./components/shell/**', './layouts/**', './screens/**', './pages/**'] },
  { target: './components/**', from: ['./layouts/**', './screens/**', './pages/**'] },
  { target: './layouts/**', from: ['./screens/**', './pages/**'] },
  { target: './screens/**', from: ['./pages/**'] },
  // A route module (screens/<route>.route.ts) is read by config/routes.ts, which every layer
  // imports: it declares data and imports nothing but config.
  {
    target: './screens/*.route.ts',
    from: ['./lib/**', './api-client/**', './components/**', './features/**', './layouts/**', './pages/**', './screens/!(*.route).ts*'],
  },
  // App code never imports the mock backend: it would ship msw to the browser.
  {
    target: ['./pages/**', './screens/**', './layouts/**', './components/**', './features/**', './lib/**', './config/**'],
    from: ['./api-client/mocks/**'],
  },
];

// Product areas (features/<area>) never import each other; shared pieces belong in components/ui or lib.
const areas = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const area of areas) {
  zones.push({ target: `./features/${area}/**`, from: areas.filter((other) => other !== area).map((other) => `./features/${other}/**`) });
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use Link from '@/components/ui/link': it prefetches on intent, not on sight." }] },
      ],
    },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The import rules do not read into node_modules: a cycle needs our own files, and parsing the
  // libraries' type declarations (React's, Next's, ...) was four fifths of what no-cycle still took
  // (47 s -> 10 s; the whole lint 77 s -> 44 s). Imports from libraries still resolve.
  { settings: { 'import/ignore': ['node_modules'] } },
  // Cycles are looked for in the app's own code: the rule follows every import, and over the tests
  // and scripts as well it took 84 % of the lint's time (about 70 s on 2 cores).
  {
    files: ['{api-client,components,config,features,layouts,lib,pages,screens,styles}/**/*.{ts,tsx,js,mjs,cjs}', 'proxy.ts', 'instrumentation.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'config/sites.generated.ts',
    'config/routes.generated.ts',
    'screens/boots.generated.ts',
    'api-client/schema.generated.ts',
    'api-client/path-params.generated.ts',
  ]),
]);
