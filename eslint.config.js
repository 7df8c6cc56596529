import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './tools/eslint-architecture.js';

const IMPURE_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'XMLHttpRequest', 'indexedDB'].map(
  (name) => ({ name, message: 'The domain is pure: reach the outside through a port.' }),
);

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'bench', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture, 'react-hooks': reactHooks },
    rules: {
      'architecture/layers': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One icon set under the app's names; lucide's own names stay behind src/ui/icons.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/icons.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['lucide-react', 'lucide-react/*'], message: 'Import icons from src/ui/icons.tsx, by the app\'s names.' }] },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time comes from the Clock port.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes from the Clock port.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness comes through a port.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,js,mjs}', 'tests/**/*.{ts,mjs}', 'fakes/server/**/*.ts', 'tools/**/*.js'],
    rules: { 'no-console': 'off' },
  },
);
