import { type DeclaredScreen, DECLARED_SCREENS, type ScreenId } from '../../src/app/all-screens.ts'
import type { OperationId } from '../../src/contract/operations.ts'
import type { ACCOUNTS } from '../support/fixtures.ts'
import type { ScreenUnderFault, SendControlRow } from '../support/faults.ts'
import type { SweepStateOn } from '../support/screen-steps.ts'
import { screenAt } from '../support/screen-requests.ts'
import { statesOf } from '../support/sweep-chain.ts'
import type { ScreenTests, StorageWrite } from '../support/screen-tests.ts'
import { appTests } from './app.ts'
import { authTests } from './auth.ts'
import { cancellationTests } from './cancellations.ts'
import { homeTests } from './home.ts'
import { quoteTests } from './quote.ts'
import { sandboxConsoleTests } from './sandbox-console.ts'
import { editTests } from './submissions/edits.ts'
import { endorseTests } from './submissions/endorse.ts'
import { noteLookupTests } from './submissions/note-lookup.ts'
import { noteTests } from './submissions/note.ts'
import { workspaceTests } from './submissions/workspace.ts'
import { taxTests } from './tax.ts'
import { webhookTests } from './webhooks.ts'

/** Every declared screen's tests, one file per file of declarations, gathered for the suites; `missingTests` says what lacks. */
const TESTS: Record<DeclaredScreen['feature'], Partial<Record<ScreenId, ScreenTests>>> = {
  home: homeTests,
  app: appTests,
  auth: authTests,
  quote: quoteTests,
  submissions: { ...workspaceTests, ...editTests, ...endorseTests, ...noteLookupTests, ...noteTests },
  cancellations: cancellationTests,
  tax: taxTests,
  webhooks: webhookTests,
  'sandbox-console': sandboxConsoleTests,
}

type On<Row> = Row & { screen: ScreenId }

const tested = Object.values(TESTS).flatMap((tests) => Object.entries(tests).map(([id, entry]) => ({ ...entry!, id: id as ScreenId })))
const on = <Row>(pick: (tests: ScreenTests) => Row[] | undefined): On<Row>[] =>
  tested.flatMap((tests) => (pick(tests) ?? []).map((row) => ({ ...row, screen: tests.id })))

export const SWEEP_STATES: SweepStateOn[] = on((tests) => tests.sweeps)
export const HOSTILE_SWEEP_STATES: SweepStateOn[] = on((tests) => tests.hostile)
export const CALLS_UNDER_FAULT: On<ScreenUnderFault>[] = on((tests) => tests.faults)
/** Every control that sends a change (e2e/double-activation.spec.ts): the failure suite's mutations, then the rest. */
export const SEND_CONTROLS: On<SendControlRow>[] = [
  ...CALLS_UNDER_FAULT.flatMap((row) => (row.kind === 'mutation' && row.send ? [{ ...row, send: row.send }] : [])),
  ...on((tests) => tests.sendControls),
]
export const STORAGE_WRITES: On<StorageWrite>[] = on((tests) => tests.storage)

/** The rows of the suites that run on `screen`, by suite, as each names the row it ran (e2e/support/screen-requests.ts). */
export const rowsOn = (screen: ScreenId): string[] => [
  ...SWEEP_STATES.filter((entry) => statesOf(entry).some((state) => state.screen === screen)).map((entry) => `sweep: ${entry.name}`),
  ...HOSTILE_SWEEP_STATES.filter((entry) => statesOf(entry).some((state) => state.screen === screen)).map((entry) => `hostile: ${entry.name}`),
  ...CALLS_UNDER_FAULT.filter((row) => row.screen === screen).map((row) => `fault: ${row.name}`),
  ...SEND_CONTROLS.filter((row) => row.screen === screen).map((row) => `send twice: ${row.name}`),
]

type Account = keyof typeof ACCOUNTS | null
type Reachable = { id: ScreenId; href: string; title: string | RegExp }

/** Every declared screen that `account` (null: signed out) can open in the fixtures, where, and its heading there. */
export function reachableScreens(account: Account): Reachable[] {
  return tested.filter((tests) => tests.open.as.includes(account)).map((tests) => ({ id: tests.id, href: tests.open.href, title: tests.open.title }))
}

/** Every declared screen once, as the first of `accounts` that can open it (one sign-in each): for a smoke. */
export function eachScreenOnce(accounts: readonly Account[]): (Reachable & { account: Account })[] {
  const all = accounts.flatMap((account) => reachableScreens(account).map((screen) => ({ ...screen, account })))
  return all.filter((screen, index) => all.findIndex((other) => other.id === screen.id) === index)
}

/** What the declarations ask of the tests and do not find, rule by rule (DEVELOPERS.md, "Adding a screen"); empty when complete. */
export function missingTests(): Record<string, string[]> {
  const testsOf = new Map(tested.map((tests) => [tests.id, tests]))
  const shown = new Set(SWEEP_STATES.flatMap((entry) => statesOf(entry).map((state) => state.screen)))
  const withTests = DECLARED_SCREENS.filter((screen) => testsOf.has(screen.id))
  const untested = DECLARED_SCREENS.filter((screen) => !testsOf.has(screen.id))
  const queries = CALLS_UNDER_FAULT.filter((row) => row.kind === 'query')
  /** `screen: operation` for each operation a screen has in `list` that no row of `rows` calls, on that screen or anywhere. */
  const uncalled = (list: 'sends' | 'reads', rows: On<{ call: { operation?: OperationId } }>[], where: 'on the screen' | 'anywhere' = 'on the screen') =>
    withTests.flatMap(({ id, [list]: operations = [] }) =>
      operations
        .filter((operation) => !rows.some((row) => (where === 'anywhere' || row.screen === id) && row.call.operation === operation))
        .map((operation) => `${id}: ${operation}`),
    )
  return {
    'every declared screen has its tests, in the file of its feature': untested.map((screen) => `${screen.id}: no entry in e2e/screens/${screen.feature}.ts`),
    'every test entry names a declared screen': Object.entries(TESTS).flatMap(([feature, tests]) =>
      Object.keys(tests).flatMap((id) => {
        const screen = DECLARED_SCREENS.find((candidate) => candidate.id === id)
        if (!screen) return [`${id} (e2e/screens/${feature}.ts)`]
        return screen.feature === feature ? [] : [`${id}: declared by ${screen.feature}, tested in e2e/screens/${feature}.ts`]
      }),
    ),
    'every screen opens at its address': withTests.flatMap(({ id }) => {
      const { href } = testsOf.get(id)!.open
      return screenAt(href) === id ? [] : [`${id}: ${href} opens ${screenAt(href)}`]
    }),
    'every declared screen is shown by a state of the sweeps': withTests.flatMap(({ id }) => (shown.has(id) ? [] : [`${id}: no state of the sweeps is on it`])),
    'every operation a screen sends is activated twice by a control of that screen': uncalled('sends', SEND_CONTROLS),
    'every operation a screen sends is put under every fault on that screen': uncalled('sends', CALLS_UNDER_FAULT),
    'every operation a screen reads is put under every fault': uncalled('reads', queries, 'anywhere'),
    'every row calls what its screen declares': [...CALLS_UNDER_FAULT, ...SEND_CONTROLS].flatMap((row) => {
      const { operation, base } = row.call
      const screen = DECLARED_SCREENS.find((candidate) => candidate.id === row.screen)!
      if (!operation) return base === 'sandbox-control' || base === 'carrier-census' ? [] : [`"${row.name}": name its call with callOf`]
      const calls = 'kind' in row && row.kind === 'query' ? screen.reads : screen.sends
      return calls?.includes(operation) ? [] : [`"${row.name}": ${row.screen} does not declare ${operation}`]
    }),
  }
}
