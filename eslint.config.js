import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
    // The server's build leaves tests out (apps/server/tsconfig.json); its tests are typed by tsconfig.test.json.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**/*.ts'],
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
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
