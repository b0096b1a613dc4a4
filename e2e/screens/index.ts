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
/** Every call of a screen under every fault (e2e/failure.spec.ts). */
export const CALLS_UNDER_FAULT: On<ScreenUnderFault>[] = on((tests) => tests.faults)
/** Every control that sends a change (e2e/double-activation.spec.ts): the failure suite's mutations, then the rest. */
export const SEND_CONTROLS: On<SendControlRow>[] = [
  ...CALLS_UNDER_FAULT.flatMap((row) => (row.kind === 'mutation' && row.send ? [{ ...row, send: row.send }] : [])),
  ...on((tests) => tests.sendControls),
]
/** Every screen's writes to browser storage, with storage full and turned off (e2e/sweeps.spec.ts). */
export const STORAGE_WRITES: On<StorageWrite>[] = on((tests) => tests.storage)

/** The rows of the suites that run on `screen`, by suite, as each names the row it ran (e2e/support/screen-requests.ts). */
export const rowsOn = (screen: ScreenId): string[] => [
  ...SWEEP_STATES.filter((entry) => statesOf(entry).some((state) => state.screen === screen)).map((entry) => `sweep: ${entry.name}`),
  ...HOSTILE_SWEEP_STATES.filter((entry) => statesOf(entry).some((state) => state.screen === screen)).map((entry) => `hostile: ${entry.name}`),
  ...CALLS_UNDER_FAULT.filter((row) => row.screen === screen).map((row) => `fault: ${row.name}`),
  ...SEND_CONTROLS.filter((row) => row.screen === screen).map((row) => `send twice: ${row.name}`),
]

/** Every declared screen that `account` (null: signed out) can open in the fixtures, where, and its heading there. */
export function reachableScreens(account: keyof typeof ACCOUNTS | null): { id: ScreenId; href: string; title: string | RegExp }[] {
  return tested.filter((tests) => tests.open.as.includes(account)).map((tests) => ({ id: tests.id, href: tests.open.href, title: tests.open.title }))
}

/** Every declared screen once, as the first of `accounts` that can open it (one sign-in each): for a smoke. */
export function eachScreenOnce(
  accounts: readonly (keyof typeof ACCOUNTS | null)[],
): (ReturnType<typeof reachableScreens>[number] & { account: keyof typeof ACCOUNTS | null })[] {
  const opened = new Set<ScreenId>()
  return accounts.flatMap((account) => {
    const screens = reachableScreens(account).filter(({ id }) => !opened.has(id))
    for (const { id } of screens) opened.add(id)
    return screens.map((screen) => ({ ...screen, account }))
  })
}

/** The contract's operations a row calls, if it names one. */
const operationOf = (row: { call: { operation?: OperationId } }) => row.call.operation
const declared = (id: ScreenId) => DECLARED_SCREENS.find((screen) => screen.id === id)!

/** What the declarations ask of the tests and do not find, rule by rule (DEVELOPERS.md, "Adding a screen"); empty when complete. */
export function missingTests(): Record<string, string[]> {
  const testsOf = new Map(tested.map((tests) => [tests.id, tests]))
  const shown = new Set(SWEEP_STATES.flatMap((entry) => statesOf(entry).map((state) => state.screen)))
  const rowsOf = (id: ScreenId) => ({
    faults: CALLS_UNDER_FAULT.filter((row) => row.screen === id),
    sends: SEND_CONTROLS.filter((row) => row.screen === id),
  })
  const problems: Record<string, string[]> = {
    'every declared screen has its tests, in the file of its feature': [],
    'every test entry names a declared screen': [],
    'every screen opens at its address': [],
    'every declared screen is shown by a state of the sweeps': [],
    'every operation a screen sends is activated twice by a control of that screen': [],
    'every operation a screen sends is put under every fault on that screen': [],
    'every operation a screen reads is put under every fault': [],
    'every row calls what its screen declares': [],
  }
  const say = (rule: string, line: string) => problems[rule]!.push(line)
  for (const [feature, tests] of Object.entries(TESTS)) {
    for (const id of Object.keys(tests) as ScreenId[]) {
      const screen = DECLARED_SCREENS.find((candidate) => candidate.id === id)
      if (!screen) say('every test entry names a declared screen', `${id} (e2e/screens/${feature}.ts)`)
      else if (screen.feature !== feature)
        say('every test entry names a declared screen', `${id}: declared by ${screen.feature}, tested in e2e/screens/${feature}.ts`)
    }
  }
  for (const screen of DECLARED_SCREENS) {
    const tests = testsOf.get(screen.id)
    if (!tests) {
      say('every declared screen has its tests, in the file of its feature', `${screen.id}: no entry in e2e/screens/${screen.feature}.ts`)
      continue
    }
    if (screenAt(tests.open.href) !== screen.id) say('every screen opens at its address', `${screen.id}: ${tests.open.href} opens ${screenAt(tests.open.href)}`)
    if (!shown.has(screen.id)) say('every declared screen is shown by a state of the sweeps', `${screen.id}: no state of the sweeps is on it`)
    const { faults, sends } = rowsOf(screen.id)
    for (const operation of screen.sends ?? []) {
      if (!sends.some((row) => operationOf(row) === operation)) {
        say('every operation a screen sends is activated twice by a control of that screen', `${screen.id}: ${operation}`)
      }
      if (!faults.some((row) => operationOf(row) === operation)) {
        say('every operation a screen sends is put under every fault on that screen', `${screen.id}: ${operation}`)
      }
    }
    for (const operation of screen.reads ?? []) {
      if (!CALLS_UNDER_FAULT.some((row) => row.kind === 'query' && operationOf(row) === operation)) {
        say('every operation a screen reads is put under every fault', `${screen.id}: ${operation}`)
      }
    }
  }
  for (const row of [...CALLS_UNDER_FAULT, ...SEND_CONTROLS]) {
    const operation = operationOf(row)
    const screen = declared(row.screen)
    const calls = 'kind' in row && row.kind === 'query' ? screen.reads : screen.sends
    const outsideTheContract = row.call.base === 'sandbox-control' || row.call.base === 'carrier-census'
    if (!outsideTheContract && !operation) say('every row calls what its screen declares', `"${row.name}": name its call with callOf`)
    else if (operation && !calls?.includes(operation))
      say('every row calls what its screen declares', `"${row.name}": ${row.screen} does not declare ${operation}`)
  }
  return problems
}
