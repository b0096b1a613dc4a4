import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import plugin from '../import-boundaries.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } })
const rule = plugin.rules['import-boundaries']

tester.run('import-boundaries: the layers', rule, {
  valid: [
    { name: 'down one layer', filename: 'src/domain/thing.ts', code: "import { toIsoDate } from '../generic/dates.ts'" },
    { name: 'down many layers', filename: 'src/features/things/thing-page.tsx', code: "import { toIsoDate } from '@/generic/dates'" },
    { name: 'within a layer', filename: 'src/api/thing.ts', code: "import { apiRequest } from './client'" },
    { name: 'a feature into its own folder', filename: 'src/features/things/a.ts', code: "import { b } from '@/features/things/b'" },
    {
      name: "a feature's screens, named with their extensions",
      filename: 'src/features/things/screens.ts',
      code: "import { defineScreens } from '../../domain/screens.ts'\nexport const s = () => import('./components/things-page.tsx')",
    },
    { name: 'the app wires features', filename: 'src/app/router.tsx', code: "import { page } from '@/features/things/page'" },
    {
      name: "the sandbox's domain reads the portal's contract",
      filename: 'sandbox/domain/things/a.ts',
      code: "import { s } from '../../../src/contract/quote.ts'",
    },
    { name: "the sandbox's routes call its domain", filename: 'sandbox/routes/things.ts', code: "import { a } from '../domain/things/a.ts'" },
    { name: 'the suites and the scripts share tooling', filename: 'scripts/prose.ts', code: "import { P } from '../tooling/prose-figures.ts'" },
  ],
  invalid: [
    {
      name: 'generic up to contract',
      filename: 'src/generic/dates.ts',
      code: "import { s } from '../contract/quote.ts'",
      errors: [{ message: /src\/generic must not import src\/contract/ }],
    },
    {
      name: 'contract up to domain',
      filename: 'src/contract/quote.ts',
      code: "import { c } from '../domain/form-checks.ts'",
      errors: [{ message: /src\/contract must not import src\/domain/ }],
    },
    {
      name: 'domain up to api',
      filename: 'src/domain/thing.ts',
      code: "import { apiRequest } from '@/api/client'",
      errors: [{ message: /src\/domain must not import src\/api/ }],
    },
    {
      name: 'api up to components',
      filename: 'src/api/thing.ts',
      code: "import { Button } from '@/components/ui/button'",
      errors: [{ message: /src\/api must not import src\/components/ }],
    },
    {
      name: 'components up to features',
      filename: 'src/components/x.tsx',
      code: "import { y } from '@/features/things/y'",
      errors: [{ message: /imports point down the layers/ }],
    },
    {
      name: 'a feature into another',
      filename: 'src/features/a/x.ts',
      code: "import { y } from '@/features/b/y'",
      errors: [{ message: /Feature "a" must not import feature "b"/ }],
    },
    {
      name: 'a feature into the app',
      filename: 'src/features/a/x.ts',
      code: "import { router } from '@/app/router'",
      errors: [{ message: /must not import the app/ }],
    },
    {
      name: 'the sandbox into the portal above its domain',
      filename: 'sandbox/routes/x.ts',
      code: "import { apiRequest } from '../../src/api/client.ts'",
      errors: [{ message: /may import only src\/generic, src\/contract and src\/domain/ }],
    },
    {
      name: "the sandbox's domain into its http",
      filename: 'sandbox/domain/x/y.ts',
      code: "import { r } from '../../http/responses.ts'",
      errors: [{ message: /domain must not import sandbox\/http/ }],
    },
    {
      name: "a feature's screens through the alias: the scripts and the suites read them in Node",
      filename: 'src/features/things/screens.ts',
      code: "import { defineScreens } from '@/domain/screens'",
      errors: [{ message: /uses relative imports, not "@\/"/ }],
    },
    {
      name: "the app's list of every feature's screens without an extension",
      filename: 'src/app/all-screens.ts',
      code: "import { thingScreens } from '../features/things/screens'",
      errors: [{ message: /names the file extension/ }],
    },
    {
      name: "the sandbox's domain into its routes",
      filename: 'sandbox/domain/x/y.ts',
      code: "import { r } from '../../routes/quote.ts'",
      errors: [{ message: /domain must not import sandbox\/http or sandbox\/routes/ }],
    },
    {
      name: 'the suites into the scripts',
      filename: 'e2e/support/words.ts',
      code: "import { w } from '../../scripts/word-classes.ts'",
      errors: [{ message: /must not import each other: move what both need to tooling/ }],
    },
    {
      name: 'the scripts into the suites',
      filename: 'scripts/prose.ts',
      code: "import { p } from '../e2e/support/prose.ts'",
      errors: [{ message: /must not import each other/ }],
    },
  ],
})

// Cycles are found through the files on disk: a.ts is linted, b.ts and c.ts are written.
const house = mkdtempSync(join(tmpdir(), 'import-cycles-'))
afterAll(() => rmSync(house, { recursive: true, force: true }))
writeFileSync(join(house, 'a.ts'), "import { b } from './b.ts'\nexport const a = b")
writeFileSync(join(house, 'b.ts'), "import type { C } from './c.ts'\nexport const b = 1 as unknown as C")
writeFileSync(join(house, 'c.ts'), "import { a } from './a.ts'\nexport type C = typeof a")
writeFileSync(join(house, 'leaf.ts'), 'export const leaf = 1')

tester.run('import-boundaries: cycles', rule, {
  valid: [{ name: 'an import that leads nowhere back', filename: join(house, 'a.ts'), code: "import { leaf } from './leaf.ts'" }],
  invalid: [
    {
      name: 'a cycle through a type-only import, reported with its way round',
      filename: join(house, 'a.ts'),
      code: "import { b } from './b.ts'",
      errors: [{ message: /This import closes a cycle: .*a\.ts → .*b\.ts → .*c\.ts → .*a\.ts/ }],
    },
    {
      name: 'a dynamic import closes one too',
      filename: join(house, 'c.ts'),
      code: "export const load = () => import('./a.ts')",
      errors: [{ message: /closes a cycle/ }],
    },
  ],
})
