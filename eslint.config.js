import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'verify',
  'auth',
  'home',
  'news',
  'market',
  'trade',
  'term-deposit',
  'wallet',
  'records',
  'account',
  'settings',
  'status',
];

// Import direction of conventions.md: contract ← server; contract ← lib/components ← features ← app.
const boundaries = [
  { target: './contract', from: ['./src', './server', './tests'], message: 'contract/ imports nothing of ours.' },
  // the catalogs aside (data): what the server paints into a page before the app comes is in the app's words
  {
    target: './server',
    from: './src',
    except: ['./lib/i18n/locales'],
    message: 'server/ never imports src/ but its catalogs.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'lib/ and components/ sit below features and app.',
  },
  { target: './src/features', from: './src/app', message: 'features do not import app/.' },
  {
    target: './src/sw',
    from: ['./src/app', './src/features', './src/components'],
    message: 'the service worker stands alone.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'a feature does not import another feature’s internals.',
  })),
];

// Libraries that exactly one place in src/ may import.
const owned = [
  { name: 'idb-keyval', owner: 'src/lib/storage/**' },
  { name: 'crypto-js', owner: 'src/lib/storage/**' },
  { name: 'redaxios', owner: 'src/lib/api-client.ts' },
  { name: 'workbox-window', owner: 'src/lib/pwa/**' },
];

// One rule for calls (docs/shell.md): the contract is called only from `api/` folders, reads through the
// data layer in src/lib/query.
const CALLERS = ['src/**/api/**/*.{ts,tsx}', 'src/lib/query/**/*.ts'];

function restrictedImports({ makesCalls }) {
  return [
    'error',
    {
      paths: [
        ...owned.map(({ name, owner }) => ({ name, message: `only ${owner} imports ${name}` })),
        {
          name: 'antd-mobile',
          message: "import 'antd-mobile/es/components/<name>': the package index keeps every component on the page",
        },
        { name: 'antd-mobile-icons', message: 'the app draws its own icons: src/components/icons.tsx' },
      ],
      patterns: [
        { group: ['crypto-js/*'], message: 'only src/lib/storage imports crypto-js' },
        ...(makesCalls
          ? []
          : [
              {
                regex: 'api-client$',
                importNames: ['request', 'postTo'],
                message: 'calls live in an api/ folder (a read is a hook over src/lib/query, a write a function)',
              },
            ]),
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dev-dist/', 'coverage/', 'node_modules/', 'data/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrictedImports({ makesCalls: false }),
    },
  },
  { files: CALLERS, rules: { 'no-restricted-imports': restrictedImports({ makesCalls: true }) } },
  // no file reaches itself through value imports (type-only imports are erased, so they may go both ways)
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...owned.map(({ owner }) => ({ files: [owner], rules: { 'no-restricted-imports': 'off' } })),
  prettier,
);
