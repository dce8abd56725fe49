import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app takes zod from the contract, which configures it for the page's CSP. */
const zodFromContract = {
  name: 'zod',
  message: "Import { z } from '@smartmove/contract': it is configured for the page's CSP.",
};

/**
 * Import boundaries (docs/product.md#code-layout): contract imports no app; web and api never import each
 * other.
 */
const boundaries = {
  web: { group: ['@smartmove/api', '**/apps/api/**'], message: 'The web app never imports the API.' },
  api: { group: ['@smartmove/web', '**/apps/web/**'], message: 'The API never imports the web app.' },
  contract: {
    group: ['@smartmove/api', '@smartmove/web', '**/apps/**'],
    message: 'The contract imports neither app.',
  },
  publicPages: {
    group: ['**/routes/portal/**', '**/features/portal/**', '**/features/auth/**'],
    message: 'Public pages stay light: they never import portal or auth code.',
  },
};

const FEATURES_DIR = 'apps/web/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());

/**
 * Web import zones (Bulletproof React): a feature never imports another feature, and the shared layers
 * (components, hooks, lib, config) never import a feature or a route, so code flows shared → features → routes.
 */
const webZones = [
  ...features.map(({ name }) => ({
    target: `${FEATURES_DIR}/${name}`,
    from: FEATURES_DIR,
    except: [`./${name}`],
    message: 'Features do not import each other: move the shared piece down to components, hooks or lib.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/hooks', 'apps/web/src/lib', 'apps/web/src/config'],
    from: [FEATURES_DIR, 'apps/web/src/routes'],
    message: 'Shared code never imports a feature or a route.',
  },
  {
    target: FEATURES_DIR,
    from: 'apps/web/src/routes',
    message: 'Features never import routes: routes compose features.',
  },
];

const API = 'apps/api/src';

/**
 * API layers (docs/product.md#code-layout, docs/decisions/0010-write-path.md): routes → services →
 * repositories → db, nothing upward, type-only imports included. Plugins wire services and infrastructure for
 * the routes; e-mail texts (src/mail) are a leaf that services use. A repository stores one table and never
 * uses another repository.
 */
const apiZones = [
  {
    target: [`${API}/db`, `${API}/mail`, `${API}/config`],
    from: [`${API}/repositories`, `${API}/services`, `${API}/routes`, `${API}/plugins`],
    message: 'db, mail and config are the bottom layer: they import no repository, service, route or plugin.',
  },
  {
    target: `${API}/mail`,
    from: `${API}/db`,
    message: 'E-mail texts are a leaf: services give them what to say.',
  },
  {
    target: `${API}/repositories`,
    from: [`${API}/services`, `${API}/routes`, `${API}/plugins`, `${API}/mail`],
    message: 'Repositories only store rows: no service, route, plugin or e-mail text.',
  },
  {
    target: `${API}/repositories/**/*-repository.ts`,
    from: `${API}/repositories/**/*-repository.ts`,
    message:
      'A repository never uses another repository: its caller (a service) combines them in one transaction.',
  },
  {
    target: `${API}/adapters`,
    from: [`${API}/repositories`, `${API}/services`, `${API}/routes`, `${API}/plugins`],
    message:
      'Adapters talk to the outside world (files, mail, SMS, counters, page cache): no repository, service, route or plugin.',
  },
  {
    target: `${API}/services`,
    from: [`${API}/routes`, `${API}/plugins`],
    message: 'Services know nothing of HTTP: no route or plugin.',
  },
  {
    target: `${API}/plugins`,
    from: `${API}/routes`,
    message: 'Plugins wire the app for the routes; they never import one.',
  },
  {
    target: `${API}/plugins/infrastructure`,
    from: `${API}/plugins/application`,
    message: 'Infrastructure plugins come first: they never import an application plugin.',
  },
];

/** A call of a factory whose name matches `pattern` (createXService, createXRepository, ...). */
const callOf = (pattern, message) => ({ selector: `CallExpression[callee.name=${pattern}]`, message });

/**
 * What lint checks in the API beyond imports (docs/decisions/0010-write-path.md): every service is built once,
 * in plugins/application/services.ts, which hands a service the others it uses; routes build nothing.
 */
const WRITES = '/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto|storeDecision)$/';
const queriesWrite =
  'A query writes nothing: a write goes in a repository, built on the transaction of the change.';
const apiCalls = {
  /** Reads: a `create…Queries` factory, and every `*-queries.ts` module. */
  queries: [
    {
      selector: `FunctionDeclaration[id.name=/Queries$/] CallExpression[callee.property.name=${WRITES}]`,
      message: queriesWrite,
    },
    {
      selector: `FunctionDeclaration[id.name=/Queries$/] CallExpression[callee.name=${WRITES}]`,
      message: queriesWrite,
    },
    {
      selector:
        "FunctionDeclaration[id.name=/Queries$/] TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(insert|update|delete)\\b/i]",
      message: queriesWrite,
    },
  ],
  queriesModule: [
    { selector: `CallExpression[callee.property.name=${WRITES}]`, message: queriesWrite },
    { selector: `CallExpression[callee.name=${WRITES}]`, message: queriesWrite },
  ],
  /** app.queries (repositories/all-queries.ts): reads only, for routes. */
  allQueries: [
    callOf(
      '/Repository$/',
      "app.queries holds only reads (create…Queries): a repository writes, on a service's transaction.",
    ),
  ],
  services: [
    // The site captcha service wraps the captcha primitive; every other service is handed what it uses.
    callOf(
      '/^create(?!Captcha)\\w*Service$/',
      'Services are built once, in plugins/application/services.ts: take the service you use as a parameter.',
    ),
  ],
  routes: [
    callOf(
      '/^create\\w*(Service|Repository|Queries)$/',
      'Routes build neither services nor repositories: they read through app.queries and change through app.services.',
    ),
  ],
};

/**
 * Work after the commit of a change (docs/decisions/0010-write-path.md): queueMail wakes the mail worker and
 * the change's AfterCommit removes the files it replaced, so neither is written by hand in a route.
 */
const afterCommitSyntax = [
  {
    selector: "CallExpression[callee.property.name='wake'][callee.object.property.name='mail']",
    message:
      "A route does not wake the mail worker: the service's change does once it commits (queueMail, AfterCommit.wakeMail).",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(save|remove)$/]:matches([callee.object.property.name='fileStorage'], [callee.object.name='fileStorage'])",
    message:
      "A route receives an upload with receiveUpload (routes/shared/receive-upload.ts); a change's files are kept or removed after its commit (AfterCommit).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/.data-*/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Cycles are ours to find, not the packages': walking into read-excel-file, whose `node` folder the
      // legacy "node" resolver setting then loads as a resolver, crashes the rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    // "source" first: imports of @smartmove/contract resolve to its source, as in typecheck, Vite and Vitest;
    // the API's ESM imports name `.js` files whose sources are `.ts`.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          conditionNames: ['source', 'import', 'require', 'default'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'no-restricted-imports': ['error', { paths: [zodFromContract], patterns: [boundaries.web] }],
      'no-restricted-syntax': [
        'error',
        {
          // finish-build leaves the routes' import lists out of the browser's manifest; prefetch reads them.
          selector: "JSXAttribute[name.name='prefetch']",
          message:
            'Link prefetch is not used here: the route manifest the browser loads has no import lists.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/routes/public/**/*.{ts,tsx}', 'apps/web/src/features/marketing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodFromContract], patterns: [boundaries.web, boundaries.publicPages] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [boundaries.api] }] },
  },
  {
    // Tests may reach any layer to set up and check what they test.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    files: ['apps/api/src/repositories/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.queries] },
  },
  {
    files: ['apps/api/src/repositories/**/*-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.queries, ...apiCalls.queriesModule] },
  },
  {
    files: ['apps/api/src/repositories/all-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.queries, ...apiCalls.allQueries] },
  },
  {
    files: ['apps/api/src/services/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.services] },
  },
  // One rule's options are replaced, not added, by a later block for the same file: each block lists all that
  // applies to its files. The modules that wire the work after a commit for everyone (the upload helper, the
  // services' wiring) are the exceptions to afterCommitSyntax.
  {
    files: [`${API}/routes/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/routes/shared/receive-upload.ts`],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.routes, ...afterCommitSyntax] },
  },
  {
    files: [`${API}/routes/shared/receive-upload.ts`],
    rules: { 'no-restricted-syntax': ['error', ...apiCalls.routes] },
  },
  {
    files: [`${API}/plugins/application/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/plugins/application/services.ts`],
    rules: { 'no-restricted-syntax': ['error', ...afterCommitSyntax] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [boundaries.contract] }] },
  },
  {
    // Type-aware rules: a promise is awaited or explicitly let go, and a value is checked rather than
    // asserted non-null. Tests may assert what their own setup guarantees.
    files: ['apps/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts', 'apps/web/scripts/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async handler on a JSX attribute (react-hook-form's handleSubmit) is fine: React ignores its result.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/api/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
