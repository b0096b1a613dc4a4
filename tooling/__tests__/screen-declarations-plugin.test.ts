import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DECLARED_SCREENS } from '../../src/app/all-screens.ts'
import { PAGE_KEYS, ROUTE_KEYS } from '../../src/domain/screens.ts'
import { declaredScreens, withoutKeys } from '../screen-declarations-plugin.ts'

const SAMPLE = `import { defineScreens } from '../../domain/screens.ts'

const BUDGET = 40

export const sampleScreens = defineScreens({
  list: {
    path: '/things',
    title: 'the things',
    screen: () => import('./components/things-page.tsx').then((module) => ({ Component: module.ThingsPage })),
    nav: { label: 'Things', order: 5 },
    home: { title: 'See your things', description: 'Every thing, with what it says.', order: 5 },
    budgetKb: BUDGET,
    reads: ['listThings'],
  },
  edit: {
    path: '/things/:id/edit',
    title: 'editing a thing',
    access: 'public',
    screen: () => import('./components/edit-page.tsx').then((module) => ({ Component: module.EditPage })),
    budgetKb: 12,
    sends: ['updateThing']
  },
})
`

/** The sample as a module: what each screen keeps. */
function evaluate(code: string) {
  const body = code.replace(/^import .*$/m, 'const defineScreens = (declarations) => declarations').replace('export const sampleScreens =', 'return')
  return new Function(body)() as Record<string, Record<string, unknown>>
}

describe('the browser build’s split of the declarations (ADR 0097)', () => {
  it('leaves the route table a screen’s path, access and import, and no word or figure', () => {
    const screens = evaluate(withoutKeys(SAMPLE, declaredScreens(SAMPLE, 'sample.ts'), ROUTE_KEYS))
    expect(Object.keys(screens.list!)).toEqual(['path', 'screen'])
    expect(Object.keys(screens.edit!)).toEqual(['path', 'access', 'screen'])
  })

  it('leaves the rest of the portal the words, without the imports', () => {
    const screens = evaluate(withoutKeys(SAMPLE, declaredScreens(SAMPLE, 'sample.ts'), PAGE_KEYS))
    expect(screens.list).toEqual({
      path: '/things',
      nav: { label: 'Things', order: 5 },
      home: { title: 'See your things', description: 'Every thing, with what it says.', order: 5 },
    })
    expect(screens.edit).toEqual({ path: '/things/:id/edit' })
  })

  it('finds the module each screen imports', () => {
    expect(declaredScreens(SAMPLE, 'sample.ts').map(({ id, imports }) => [id, imports])).toEqual([
      ['list', ['./components/things-page.tsx']],
      ['edit', ['./components/edit-page.tsx']],
    ])
  })

  it('refuses what it cannot split: a spread, a computed key, a screen that is not an object literal', () => {
    expect(() => declaredScreens(SAMPLE.replace("title: 'the things',", '...common,'), 'sample.ts')).toThrow('sample.ts:8: a computed key or a spread')
    expect(() => declaredScreens(SAMPLE.replace("title: 'the things',", "['title']: 'the things',"), 'sample.ts')).toThrow('a computed key or a spread')
    expect(() => declaredScreens(SAMPLE.replace('  edit: {', '  edit: editThing,\n  other: {'), 'sample.ts')).toThrow('a screen that is not an object literal')
  })

  it('reads every declaration file of the portal as the portal does', () => {
    const files = [
      ...new Set(DECLARED_SCREENS.map((screen) => (screen.feature === 'app' ? 'src/app/screens.ts' : `src/features/${screen.feature}/screens.ts`))),
    ]
    const parsed = files.flatMap((file) => declaredScreens(readFileSync(file, 'utf8'), file))
    expect(parsed.map((screen) => screen.id)).toEqual(DECLARED_SCREENS.map((screen) => screen.id))
    expect(parsed.filter((screen) => screen.imports.length !== 1).map((screen) => screen.id)).toEqual([])
  })
})
