import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.config.*',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server's build leaves tests out (apps/server/tsconfig.json); tsconfig.test.json types its sources and
    // tests together, so one program serves every server file: 108.7 s → 81.5 s wall (147 → 117 CPU-s) for the whole lint.
    files: ['apps/server/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: ['apps/server/tsconfig.test.json'], tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Server tests wait for what they expect, never a fixed time: a promise
  // sleep passes when the machine is fast and proves nothing about "nothing more arrives". Use the
  // TestClock, a flush hook, or until() followed by a final drain; where a real wall-clock wait is the
  // thing tested, disable the rule on that line and say why.
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message: 'No fixed sleeps in server tests: advance the TestClock, await a flush hook, or poll with until() and end with a drain.',
        },
        {
          selector: "ImportDeclaration[source.value='node:timers/promises']",
          message: 'No fixed sleeps in server tests: advance the TestClock, await a flush hook, or poll with until() and end with a drain.',
        },
      ],
    },
  },
  // Layers (docs/architecture.md#layers): the server's lower folders never reach up into features/
  // (their tests neither: a test that drives a feature lives beside it or under src/test/), and the crew
  // and stage pages never import the main app's screens.
  {
    files: ['apps/server/src/{lib,db,bus,realtime}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'lib/, db/, bus/ and realtime/ sit below features/: take what you need as a parameter (see realtime/ports.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{crew,stage,lobby}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/|^)screens/',
              message:
                'The crew, stage and lobby pages are small bundles of their own: move what they share with the main app to lib/, api/ or realtime/.',
            },
          ],
        },
      ],
    },
  },
  // The flows take `test` from e2e/support/test.ts, whose fixture closes the browser contexts a test opens.
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from '../support/test.js': its fixture closes the browser contexts a test opened.",
            },
          ],
        },
      ],
    },
  },
  // Scripts and their declarations sit in no TypeScript project.
  { files: ['**/*.js', '**/*.mjs', '**/*.d.mts'], ...tseslint.configs.disableTypeChecked },
  // Every word the crew phone, the stage display and the lobby screen show comes from the crew catalog
  // (docs/decisions/0038-i18n-lingui.md): a user-visible literal left in their code fails the lint. The
  // rule's starting setup (docs of eslint-plugin-lingui, no-unlocalized-strings) with this code's own
  // calls: t()/translate() take catalog keys; class names, test ids, storage keys and ARIA roles are not words.
  // The main app's folders join as their words move to the app catalogs (docs/decisions/0040-i18n-app-and-server.md).
  {
    files: [
      'apps/web/src/{crew,stage,lobby,i18n}/**/*.{ts,tsx}',
      // app catalogs, one line per folder:
      'apps/web/src/screens/event/{live,linked,notes,tasks,history}/**/*.{ts,tsx}',
      'apps/web/src/voice/**/*.{ts,tsx}',
      'apps/web/src/realtime/**/*.{ts,tsx}',
      'apps/web/src/screens/event/*.{ts,tsx}',
      'apps/web/src/screens/event/{rundown,dialogs,fields,export}/**/*.{ts,tsx}',
      'apps/web/src/screens/event/{integrations,stageLayouts,team}/**/*.{ts,tsx}',
      'apps/web/src/screens/{share,simple-event,event-rundown,report}/**/*.{ts,tsx}',
      'apps/web/src/{components,app,routes}/**/*.{ts,tsx}',
      'apps/web/src/screens/{auth,dashboard,landing,settings,admin,invite,not-found,payment,privacy}/**/*.{ts,tsx}',
      'apps/web/src/screens/{production-live,production-report,subscription,verify-email,lobby}/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^[^A-Za-z]*$',
            '^(GET|POST|PUT|DELETE)$',
            '^(Bearer|Authorization|Accept|Content-Type)',
            // CSS sizes, ISO dates and the product's name in the tab title are no words.
            '^min\\(',
            'T00:00:00Z$',
            'ShowCaller$',
            // Product names a show is moved by (Bitfocus Companion).
            '^Companion$',
            // Time placeholders, and the HTML of the printable rundown (its words come from appT).
            '^HH:MM:SS$',
            '^\\s*<',
            '^\\s*class=',
            '^\\s*@page',
            // Tailwind class lists (lower case, space-separated, with at least one '-', ':' or '[' in them).
            '^(?=.*[-:[])[a-z0-9\\[\\]&_:*=()/.%>~!@,#\'"-]+( [a-z0-9\\[\\]&_:*=()/.%>~!@,#\'"-]+)+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            { regex: { pattern: 'Key$' } },
            // Tailwind class lists kept in a variable (cellClasses, selectClass).
            { regex: { pattern: 'Class(es)?$' } },
            'src',
            'href',
            'rel',
            'target',
            'type',
            'id',
            'role',
            'method',
            'lang',
            'dir',
            'kind',
            'name',
            'autoComplete',
            'autoCapitalize',
            'autoCorrect',
            'enterKeyHint',
            'data-testid',
            'data-connection',
            // aria-keyshortcuts values ("G Enter"), key names, not words.
            'keys',
          ],
          ignoreFunctions: [
            't',
            'appT',
            'tr',
            'translate',
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.get',
            '*.set',
            '*.remove',
            '*.on',
            'crewNavigate',
            'keepPageOffline',
            'getJson',
            'postJson',
            'apiFetch',
            'fetch',
            'URLSearchParams',
            // CSS selectors and class-name joining.
            '*.closest',
            '*.querySelector',
            '*.querySelectorAll',
            'cn',
            // class-variance-authority's and tailwind-merge's arguments are class names; the route map's
            // screen(load, exportName) takes a module's export name.
            'cva',
            'screen',
          ],
        },
      ],
    },
  },
);
