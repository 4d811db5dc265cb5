import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { PRODUCT_ZONES, RUNTIME_ZONES } from './eslint.boundaries.js';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'dev-dist', 'test-results', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import boundaries (eslint.boundaries.js): product code keeps every layer; tests may reach across
  // layers (a component's test renders a feature) but not across runtimes.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // The modules import-x reads to follow imports further (no-cycle): ours are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: PRODUCT_ZONES }],
      // No import circles (docs/code-layout.md): a module never reaches itself through runtime imports,
      // dynamic ones included. Type-only imports are erased, so the rule skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: RUNTIME_ZONES }],
      // Nothing imports a test or a benchmark, so none can be on a circle: not worth the rule's walk.
      'import-x/no-cycle': 'off',
    },
  },
  // The active conversation has one home, the chat machine's switch (issue 20): its actors are the only
  // code that stores it; the URL and the warm first paint read it through db/active-conversation.ts.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/features/chat-session/chat-actors.ts', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/active-conversation*'],
              importNames: ['writeActiveConversationId'],
              message: 'Only the chat actors store the active conversation: send the chat machine a switch.',
            },
          ],
        },
      ],
    },
  },
);
