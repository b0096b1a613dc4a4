import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint-rules/import-boundaries.js'
import noDateThatRots from './eslint-rules/no-date-that-rots.js'
import oneSendPath from './eslint-rules/one-send-path.js'

const sandboxClockOnly = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read "now" from the sandbox clock.' },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read "now" from the sandbox clock.' },
]

// Routes and domain reach the sandbox's state through sandbox/store/*: scoping and ids live there once.
const RAW_STORE_FIELDS =
  '/^(accounts|sessions|passwordResets|submissions|notes|pendingCancellations|webhookSubscriptions|webhookDeliveries|deliveryLedger|outbox|faults|taxCalculationLog|editRequestLog|editRateLimit|nextIds|carrierCensus)$/'
const sandboxStoreModulesOnly = [
  `MemberExpression[object.property.name='store'][property.name=${RAW_STORE_FIELDS}]`,
  `MemberExpression[object.name='store'][property.name=${RAW_STORE_FIELDS}]`,
].map((selector) => ({ selector, message: 'Use a sandbox/store module, not the raw state.' }))

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['sandbox/**', 'server/**', 'scripts/**', 'tooling/**', 'e2e/**', 'eslint-rules/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Playwright fixtures declare "no dependencies" with an empty pattern.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  {
    plugins: { local: { rules: { ...boundaries.rules, ...oneSendPath.rules, ...noDateThatRots.rules } } },
    rules: {
      'local/import-boundaries': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use `import * as z from 'zod/mini'` (docs/decisions/0003-bundle-budget.md)." }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A feature adds its screens' paths to ScreenPaths by declaration merging: `interface ScreenPaths extends PathsOf<…> {}` (ADR 0169).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // Unit tests run on fixed TODAYs of their own; the hard-day run catches one that reads the real clock (ADR 0115).
  { ignores: ['**/__tests__/**', 'src/test/**', 'eslint-rules/**'], rules: { 'local/no-date-that-rots': 'error' } },
  {
    files: ['src/**'],
    ignores: ['src/api/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api speaks HTTP.' }] },
  },
  // Every change through the one send path and its latch (docs/decisions/0049-once-per-intent.md); tests may call anything.
  { files: ['src/**'], ignores: ['src/**/__tests__/**', 'src/test/**'], rules: { 'local/one-send-path': 'error' } },
  {
    files: ['sandbox/**'],
    ignores: ['sandbox/clock.ts', 'sandbox/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sandboxClockOnly] },
  },
  {
    files: ['sandbox/**'],
    ignores: ['sandbox/clock.ts', 'sandbox/store/**', 'sandbox/fixtures/**', 'sandbox/**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...sandboxClockOnly, ...sandboxStoreModulesOnly] },
  },
)
