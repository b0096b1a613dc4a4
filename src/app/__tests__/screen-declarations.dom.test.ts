import { readdirSync, readFileSync } from 'node:fs'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CONTRACT_OPERATIONS } from '@/contract/operations'
import { cancelApprovePath, indicationResultPath, notePath, paths, quoteResultPath, signInPath, submissionPath, webhookEditPath } from '@/domain/paths'
import { taxCalculatorPath } from '@/domain/tax-calculator-path'
import { hrefOf } from '@/domain/screens'
import { addDriverPath, addTrailerPath, endorsePath, updateVehiclePath } from '@/features/submissions/edit-paths'
import { DECLARED_SCREENS } from '../all-screens'
import { mainNavigation, shortcutsOnHome } from '../navigation'
import { appRoutes } from '../router'

/** Every route of the table below the layout, with the path React Router matches it by. */
function declaredRoutes(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [`/${route.path}`.replace('//*', '*').replace(/^\/\*$/, '*')] : []),
    ...declaredRoutes(route.children ?? []),
  ])
}

/** The declared screen an address opens: the route React Router would choose, by its path. */
function screenAt(address: string) {
  const matches = matchRoutes(
    DECLARED_SCREENS.map((screen) => ({ path: screen.path, id: screen.id })),
    address,
  )
  return matches?.at(-1)?.route.id
}

describe('each screen declared once (ADR 0097)', () => {
  it('routes every declared screen, and nothing else', () => {
    expect(declaredRoutes(appRoutes).sort()).toEqual(DECLARED_SCREENS.map((screen) => screen.path).sort())
  })

  it('gives each screen its own id and its own path', () => {
    const ids = DECLARED_SCREENS.map((screen) => screen.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    const declaredPaths = DECLARED_SCREENS.map((screen) => screen.path)
    expect(declaredPaths.filter((path, index) => declaredPaths.indexOf(path) !== index)).toEqual([])
  })

  it('lists every feature’s declarations in src/app/all-screens.ts: a file not listed would have no route', () => {
    const listed = readFileSync('src/app/all-screens.ts', 'utf8')
    const declaring = readdirSync('src/features').filter((feature) => readdirSync(`src/features/${feature}`).includes('screens.ts'))
    expect(declaring.filter((feature) => !listed.includes(`'../features/${feature}/screens.ts'`))).toEqual([])
    expect(new Set(DECLARED_SCREENS.map((screen) => screen.feature))).toEqual(new Set(['app', ...declaring]))
  })

  it('takes each screen’s path from its line in src/domain/paths.ts, which has a line for each screen and no other', () => {
    expect(DECLARED_SCREENS.filter((screen) => screen.path !== paths[screen.id]).map((screen) => screen.id)).toEqual([])
    expect(Object.keys(paths).sort()).toEqual(DECLARED_SCREENS.map((screen) => screen.id).sort())
  })

  it('lands every address the builders of src/domain/paths.ts and the workspace’s edit-paths.ts make on the declared screen it names', () => {
    const addresses: [string, string][] = [
      [signInPath('/notes'), 'signIn'],
      [quoteResultPath('BR-10001'), 'quoteResult'],
      [indicationResultPath('BR-10001'), 'indicationResult'],
      [submissionPath('BR-10001', 2), 'submission'],
      [cancelApprovePath('BR-10001', 2), 'cancelApprove'],
      [webhookEditPath(3), 'editWebhook'],
      [notePath('BR-10001', 'N-1001'), 'note'],
      [taxCalculatorPath({ state: 'TX' }), 'taxCalculator'],
      [addDriverPath('BR-10001', 2), 'addDriver'],
      [addTrailerPath('BR-10001', 2), 'addTrailer'],
      [updateVehiclePath('BR-10001', 2), 'updateVehicle'],
      [endorsePath('BR-10001', 2), 'endorse'],
    ]
    for (const [address, id] of addresses) expect(screenAt(new URL(address, 'https://portal.test').pathname), address).toBe(id)
    expect(screenAt('/no/such/page')).toBe('notFound')
  })

  it('fills a path’s parameters, encoded', () => {
    expect(hrefOf('/submissions/:displayId/:transactionId/cancel-approve', { displayId: 'BR/2', transactionId: 2 })).toBe(
      '/submissions/BR%2F2/2/cancel-approve',
    )
    expect(hrefOf('/webhooks')).toBe('/webhooks')
  })

  it('places the navigation and home by order, each place once', () => {
    for (const places of [mainNavigation, shortcutsOnHome]) {
      const orders = places.map((place) => place.order)
      expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b))
    }
    expect(mainNavigation.every((item) => !item.to.includes(':')) && shortcutsOnHome.every((shortcut) => !shortcut.to.includes(':'))).toBe(true)
  })

  it('names only operations of the contract, a screen reading or sending each at most once', () => {
    const operations = new Set(CONTRACT_OPERATIONS.map((operation) => operation.id))
    for (const screen of DECLARED_SCREENS) {
      const calls = [...(screen.sends ?? []), ...(screen.reads ?? [])]
      expect(
        calls.filter((call) => !operations.has(call)),
        screen.id,
      ).toEqual([])
      expect(new Set(calls).size, screen.id).toBe(calls.length)
    }
  })
})
