import { lazy, Suspense, useState } from 'react'
import type { Send } from '@/api/use-send'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import { localToday } from '@/generic/dates'
import { countOf } from '@/generic/text'
import type { EndorsementRun } from '../api/endorsement-run'
import { repeatSentence } from '../endorsement-batch'
import { heldReasonOf, needsYou, rowMessages } from '../endorsement-report'
import { ENDORSEMENT_KINDS } from '../forms/endorsement-kinds'
import { lineProblemsByCell, messagesByCell, readFixedRow } from '../forms/endorsement-rows'
import { OutcomeOf, RowMessages, type Row } from './endorsement-rows'

// Loaded when a row is fixed: the form kit's fields stay out of the run's chunk (and of the sign-in route's).
const RowFixer = lazy(async () => ({ default: (await import('@/components/schedule-import/row-fixer')).RowFixer }))

/** The record another row of the run already has, if the fixed payload's key is on one: a fix sends no repeat either. */
function repeatedBy(run: EndorsementRun, row: Row, body: Record<string, unknown>): { line: number; key: string } | null {
  const { repeat } = ENDORSEMENT_KINDS[run.endorsement.kind]
  const key = repeat.of(body)
  if (key === null) return null
  const other = run.runner
    .get()
    .rows.find((candidate) => candidate.key !== row.key && candidate.outcome.kind !== 'held' && repeat.of(candidate.payload.body) === key)
  return other ? { line: Number(other.key.replace(/\D/g, '')), key } : null
}

/**
 * A row the person lets go: back in line, and sent at once through the run's one send control (its
 * latch), unless the run is paused or stopped with other rows waiting, which a resume sends together.
 */
interface Release {
  run: EndorsementRun
  start: Send<EndorsementRun, void>
  /** False while the run is paused or stopped with other rows waiting: the row then waits with them. */
  atOnce: boolean
}

/** False when the send control is busy (settling after a send): nothing was done, and the person presses again. */
function release({ run, start, atOnce }: Release, key: string, payload?: Row['payload']): boolean {
  if (!atOnce) {
    run.runner.requeue(key, payload)
    return true
  }
  return start.activate(() => {
    run.runner.requeue(key, payload)
    return { input: run }
  })
}

/** Whether a row let go now leaves at once: the run is going, or no other row waits for a resume. */
function leavesAtOnce(run: EndorsementRun, key: string): boolean {
  const { status, rows } = run.runner.get()
  if (status.kind === 'running' || status.kind === 'waiting') return true
  return !rows.some((other) => other.key !== key && other.outcome.kind === 'waiting')
}

/**
 * A refused or held row's cells to correct, on the box with the problem (the service's or the import's
 * messages on each), then sent, as the link that opened it said.
 */
function FixRow({ sending, row, onDone }: { sending: Release; row: Row; onDone: () => void }) {
  const { run } = sending
  const { kind, header, mapping } = run.endorsement
  const [problems, setProblems] = useState<string[]>([])
  const [said] = useState(() =>
    row.outcome.kind === 'refused'
      ? messagesByCell(kind, run.endorsement, row.outcome.fields)
      : lineProblemsByCell(kind, run.endorsement, row.payload.cells, localToday()),
  )
  const mapped = mapping.flatMap((column, index) => (column === null ? [] : [index]))
  const line = Number(row.key.replace(/\D/g, '')) || 0
  return (
    <div className="flex flex-col gap-2">
      {problems.length > 0 && (
        <ul role="alert" className="free-text px-2 font-semibold text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <Suspense fallback={<p role="status">Loading the row…</p>}>
        <RowFixer
          row={{ line, cells: row.payload.cells }}
          header={header}
          mapped={mapped}
          messages={said}
          saveLabel={`${sending.atOnce ? 'Send' : 'Save'} line ${line}`}
          busy={sending.atOnce && sending.start.busy}
          onSave={(cells) => {
            const read = readFixedRow(kind, { header, mapping }, cells, localToday())
            if ('refusals' in read) return setProblems(read.refusals)
            const repeat = repeatedBy(run, row, read.payload.body)
            if (repeat) return setProblems([repeatSentence(kind, repeat, true)])
            if (release(sending, row.key, read.payload)) onDone()
          }}
          onCancel={onDone}
        />
      </Suspense>
    </div>
  )
}

/**
 * What the person may do with a row: fix a refused or held one, send a repeat anyway, settle an
 * unconfirmed one. Each says what it does: a row let go leaves at once, or, in a run paused with rows
 * waiting, joins them for the resume.
 */
function RowActions({ sending, row, onFix }: { sending: Release; row: Row; onFix: () => void }) {
  const { run, atOnce } = sending
  const held = heldReasonOf(row.outcome)
  if (held === 'repeat') {
    return (
      <Button variant="secondary" size="small" busy={atOnce && sending.start.busy} onClick={() => release(sending, row.key)}>
        {atOnce ? `Send ${row.key} anyway` : `Put ${row.key} back in line`}
      </Button>
    )
  }
  if (row.outcome.kind === 'refused' || held === 'to fix') {
    const again = row.outcome.kind === 'refused' ? ' again' : ''
    return (
      <Button variant="secondary" size="small" onClick={onFix}>
        {atOnce ? `Fix ${row.key} and send it${again}` : `Fix ${row.key}`}
      </Button>
    )
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" size="small" onClick={() => run.runner.markDone(row.key)}>
        {row.key} was {ENDORSEMENT_KINDS[run.endorsement.kind].words.done}
      </Button>
      <Button variant="secondary" size="small" busy={atOnce && sending.start.busy} onClick={() => release(sending, row.key)}>
        {atOnce ? `Send ${row.key} again` : `Put ${row.key} back in line`}
      </Button>
    </div>
  )
}

/**
 * The rows that wait for the person, first on the page: refused, not confirmed, held for fixing or as a
 * repeat. Each with its messages and what to do; a row fixed here is sent again.
 */
export function EndorsementNeedsYou({ run, start, rows }: { run: EndorsementRun; start: Send<EndorsementRun, void>; rows: readonly Row[] }) {
  const [fixing, setFixing] = useState<string | null>(null)
  const waiting = rows.filter((row) => needsYou(row.outcome))
  if (waiting.length === 0) return null
  return (
    <section aria-labelledby="needs-you-heading" className="flex flex-col gap-2">
      <h2 id="needs-you-heading" className="text-xl font-bold">
        {countOf(waiting.length, 'rows')} to look at
      </h2>
      <table {...STACKED.table} aria-labelledby="needs-you-heading" className="stacked-table w-full border-collapse text-left text-sm">
        <thead {...STACKED.rowgroup} className="bg-slate-100">
          <tr {...STACKED.row}>
            {['Row', 'What', 'Outcome', 'Messages', 'Actions'].map((name) => (
              <th key={name} {...STACKED.columnheader} className="p-2">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...STACKED.rowgroup}>
          {waiting.map((row) => (
            <NeedsYouRow
              key={row.key}
              sending={{ run, start, atOnce: leavesAtOnce(run, row.key) }}
              row={row}
              fixing={fixing === row.key}
              setFixing={setFixing}
            />
          ))}
        </tbody>
      </table>
    </section>
  )
}

interface NeedsYouRowProps {
  sending: Release
  row: Row
  fixing: boolean
  setFixing: (key: string | null) => void
}

function NeedsYouRow({ sending, row, fixing, setFixing }: NeedsYouRowProps) {
  const { run } = sending
  const messages = rowMessages(row, run.endorsement)
  return (
    <>
      <tr {...STACKED.row} className="border-t border-slate-200 align-top">
        <th {...STACKED.rowheader} className="p-2 whitespace-nowrap">
          {row.key}
        </th>
        <td {...STACKED.cell} className="p-2">
          <StackLabel>What</StackLabel>
          <FreeText>{row.payload.described}</FreeText>
        </td>
        <td {...STACKED.cell} className="p-2">
          <StackLabel>Outcome</StackLabel>
          <OutcomeOf row={row} sheet={run.endorsement} />
        </td>
        {/* Left empty when there is nothing to show: a phone's card then leaves the cell out (td:empty). */}
        <td {...STACKED.cell} className="stack-block p-2">
          {messages.length > 0 && (
            <>
              <StackLabel>Messages</StackLabel>
              <RowMessages messages={messages} />
            </>
          )}
        </td>
        <td {...STACKED.cell} className="stack-block p-2">
          <StackLabel>Actions</StackLabel>
          <RowActions sending={sending} row={row} onFix={() => setFixing(row.key)} />
        </td>
      </tr>
      {fixing && (
        <tr {...STACKED.row} className="bg-slate-50">
          <td {...STACKED.cell} colSpan={5} className="stack-block">
            <FixRow sending={sending} row={row} onDone={() => setFixing(null)} />
          </td>
        </tr>
      )}
    </>
  )
}
