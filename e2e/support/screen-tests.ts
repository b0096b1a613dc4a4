import type { ScreenId } from '../../src/app/all-screens.ts'
import { contractOperation, type OperationId } from '../../src/contract/operations.ts'
import type { ACCOUNTS } from './fixtures.ts'
import { type CalledEndpoint, type ScreenUnderFault, type SendControlRow, submits } from './faults.ts'
import { reopen } from './reopen.ts'
import { click, summary, type SweepState } from './screen-steps.ts'
import type { SweptKind } from './record-kinds-swept.ts'
import type { StorageScreen } from './storage-faults.ts'

/** A declared screen's tests, keyed by its id in e2e/screens/<feature>.ts (ADR 0097); e2e/screens/index.ts gathers them. */
export interface ScreenTests {
  /** An address of the fixtures that opens the screen, its main heading there, and who may open it (null: signed out). */
  open: { href: string; title: string | RegExp; as: readonly (keyof typeof ACCOUNTS | null)[] }
  /** The sweeps' entries that start on this screen (axe, focus, 390 and 320 px, prose); a chain's state on another screen names it (`on`). */
  sweeps?: SweepState[]
  hostile?: SweepState[]
  /** The failure suite's rows: each a call of this screen under every fault. */
  faults?: ScreenUnderFault[]
  /** Double activation's rows for the send controls the failure suite does not drive. */
  sendControls?: SendControlRow[]
  /** The storage-failure sweep's entries: what this screen writes to the browser, with storage full and turned off. */
  storage?: StorageWrite[]
}

export type StorageWrite = StorageScreen & { writes?: readonly SweptKind[] }

/** A feature's test-side declarations: the same ids as its screens.ts (the type refuses any other). */
export const screenTests = <const Tests extends Partial<Record<ScreenId, ScreenTests>>>(
  tests: Tests & { [Key in Exclude<keyof Tests, ScreenId>]: never },
): Tests => tests

/** The request of a contract operation as the suites match it: its path with `parameters` filled, up to the first not given (a prefix, as faults match). */
export function callOf(id: OperationId, parameters: Record<string, string | number> = {}): CalledEndpoint {
  const { method, path } = contractOperation(id)
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => (name in parameters ? encodeURIComponent(String(parameters[name])) : whole))
  return { method, path: `/v1${filled.split('{')[0]!.replace(/\/$/, '')}`, operation: id }
}

type RowOf = Pick<ScreenUnderFault, 'name' | 'account' | 'call' | 'done'>

/** A page that reads `call` as it opens, under every fault: an alert says `says`, and Try again brings what `done` waits for. */
export const readsAsItOpens = (row: RowOf & Pick<ScreenUnderFault, 'offline'> & { href: string; says: string }): ScreenUnderFault => ({
  ...row,
  kind: 'query',
  open: async () => {},
  act: (page) => reopen(page, row.href),
  again: click('Try again'),
  problem: (page) => page.getByRole('alert').filter({ hasText: row.says }),
  kept: async () => {},
})

/** A form that sends `call` by its submit button `button`, under every fault: opened and filled by `open`; the error summary says what went wrong. */
export const formSends = (
  row: RowOf & Pick<ScreenUnderFault, 'open' | 'kept'> & Partial<Pick<ScreenUnderFault, 'problem'>> & { button: string },
): ScreenUnderFault => ({ kind: 'mutation', problem: summary, ...submits(row.button), ...row })
