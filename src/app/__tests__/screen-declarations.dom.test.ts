import { readdirSync, readFileSync } from 'node:fs'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CONTRACT_OPERATIONS } from '@/contract/operations'
import { hrefOf } from '@/domain/screens'
import { DECLARED_SCREENS } from '../all-screens'
import { mainNavigation, shortcutsOnHome } from '../navigation'
import { RequireSession } from '../require-session'
import { appRoutes } from '../router'

/** A screen's address with each parameter filled in, as a link to it would be. */
const addressOf = (path: string) => (path === '*' ? '/no/such/page' : path.replace(/:(\w+)/g, 'x$1'))

describe('each screen declared once (ADR 0097)', () => {
  it('opens each screen at its address in the route table, behind a session unless it is public, no path taking another’s', () => {
    for (const screen of DECLARED_SCREENS) {
      const matches = matchRoutes(appRoutes, addressOf(screen.path)) ?? []
      expect(matches.at(-1)?.route.id, screen.path).toBe(screen.id)
      const behindSession = matches.some(({ route }) => (route.element as { type?: unknown } | undefined)?.type === RequireSession)
      expect(behindSession, screen.id).toBe((screen.access ?? 'signed-in') === 'signed-in')
    }
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
