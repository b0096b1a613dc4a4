import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DECLARED_SCREENS } from '../../src/app/all-screens.ts'
import { declarationFileOf, screenImports, screenModules } from '../screen-imports.ts'

const SAMPLE = `import { defineScreens } from '../../domain/screens.ts'

export const sampleScreens = defineScreens({
  list: {
    path: '/things',
    title: 'the things',
    screen: () => import('./components/things-page.tsx').then((module) => ({ Component: module.ThingsPage })),
    budgetKb: 40,
  },
  'edit-thing': {
    ...common,
    screen: () => import('./components/edit-page.tsx').then((module) => ({ Component: module.EditPage })),
  },
})
`

describe('the module each screen imports, read from its declaration (npm run size)', () => {
  it('finds each screen’s import, whatever else the declaration holds', () => {
    expect(screenImports(SAMPLE, 'sample.ts')).toEqual([
      { id: 'list', imports: ['./components/things-page.tsx'] },
      { id: 'edit-thing', imports: ['./components/edit-page.tsx'] },
    ])
  })

  it('says which screen it cannot read', () => {
    expect(() => screenImports(SAMPLE.replace('  list: {', '  list: listThings,\n  other: {'), 'sample.ts')).toThrow(
      'sample.ts:4: a screen that is not an object literal',
    )
  })

  it('reads every declaration file of the portal, one import a screen', () => {
    const files = [...new Set(DECLARED_SCREENS.map(declarationFileOf))]
    const parsed = files.flatMap((file) => screenImports(readFileSync(file, 'utf8'), file))
    expect(parsed.map((screen) => screen.id)).toEqual(DECLARED_SCREENS.map((screen) => screen.id))
    expect(parsed.filter((screen) => screen.imports.length !== 1).map((screen) => screen.id)).toEqual([])
    expect(screenModules(DECLARED_SCREENS).get('signIn')).toEqual(['src/features/auth/components/sign-in-page.tsx'])
  })
})
