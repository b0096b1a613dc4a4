import { lazy, memo, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { StackLabel, STACKED } from '@/components/ui/stacked-table'
import type { BatchRow } from '@/generic/batch-run/batch-state'
import { localToday } from '@/generic/dates'
import type { EndorsementRun } from '../api/endorsement-run'
import type { EndorsementPayload, EndorsementResult } from '../endorsement-records'
import { outcomeMessages, outcomeWords } from '../endorsement-report'
import { ENDORSEMENT_KINDS } from '../forms/endorsement-kinds'
import { messagesByCell, readFixedRow } from '../forms/endorsement-rows'

// Loaded when a row is fixed: the form kit's fields stay out of the run's chunk (and of the sign-in route's).
const RowFixer = lazy(async () => ({ default: (await import('@/components/schedule-import/row-fixer')).RowFixer }))

type Row = BatchRow<EndorsementPayload, EndorsementResult>

const OUTCOME_CLASS: Record<Row['outcome']['kind'], string> = {
  waiting: 'text-slate-800',
  sending: 'text-slate-800',
  succeeded: 'font-semibold text-green-800',
  'marked-done': 'font-semibold text-green-800',
  refused: 'font-semibold text-red-700',
  unconfirmed: 'font-semibold text-amber-900',
}

/** A refused row's cells to correct, with the service's messages on them, then sent again. */
function FixRow({ run, row, onDone }: { run: EndorsementRun; row: Row; onDone: () => void }) {
  const { kind, header, mapping } = run.endorsement
  const [problems, setProblems] = useState<string[]>([])
  const said = row.outcome.kind === 'refused' ? messagesByCell(kind, mapping, row.outcome.fields) : {}
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
          onSave={(cells) => {
            const read = readFixedRow(kind, { header, mapping }, cells, localToday())
            if ('refusals' in read) return setProblems(read.refusals)
            run.runner.requeue(row.key, read.payload)
            onDone()
          }}
          onCancel={onDone}
        />
      </Suspense>
    </div>
  )
}

/** What the person may do with a row: fix a refused one; settle an unconfirmed one. */
function RowActions({ run, row, onFix }: { run: EndorsementRun; row: Row; onFix: () => void }) {
  if (row.outcome.kind === 'refused') {
    return (
      <Button variant="secondary" size="small" onClick={onFix}>
        Fix {row.key} and send it again
      </Button>
    )
  }
  if (row.outcome.kind !== 'unconfirmed') return null
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" size="small" onClick={() => run.runner.markDone(row.key)}>
        {row.key} was {ENDORSEMENT_KINDS[run.endorsement.kind].words.done}
      </Button>
      <Button variant="secondary" size="small" onClick={() => run.runner.requeue(row.key)}>
        Send {row.key} again
      </Button>
    </div>
  )
}

interface RowLineProps {
  run: EndorsementRun
  row: Row
  fixing: boolean
  setFixing: (key: string | null) => void
}

/** One row and, while it is fixed, its cells: drawn again only when its outcome changes (a run of 100 rows redraws one at a time). */
const RowLine = memo(function RowLine({ run, row, fixing, setFixing }: RowLineProps) {
  const { words } = ENDORSEMENT_KINDS[run.endorsement.kind]
  const messages = outcomeMessages(row.outcome, run.endorsement.kind)
  const hasActions = row.outcome.kind === 'refused' || row.outcome.kind === 'unconfirmed'
  return (
    <>
      <tr {...STACKED.row} className="border-t border-slate-200 align-top">
        <th {...STACKED.rowheader} className="p-2 whitespace-nowrap">
          {row.key}
        </th>
        <td {...STACKED.cell} className="free-text p-2">
          <StackLabel>What</StackLabel>
          <FreeText>{row.payload.described}</FreeText>
        </td>
        <td {...STACKED.cell} className="p-2">
          <StackLabel>Outcome</StackLabel>
          <span>
            <span className={OUTCOME_CLASS[row.outcome.kind]}>{outcomeWords(words)[row.outcome.kind]}</span>
            {row.outcome.kind === 'succeeded' && (
              <>
                , {words.id} <Id className="font-mono">{String(row.outcome.result.id)}</Id>
              </>
            )}
          </span>
        </td>
        {/* Left empty when there is nothing to show: a phone's card then leaves the cell out (td:empty). */}
        <td {...STACKED.cell} className="stack-block p-2">
          {messages.length > 0 && (
            <>
              <StackLabel>Messages</StackLabel>
              <ul className="free-text">
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </td>
        <td {...STACKED.cell} className="stack-block p-2">
          {hasActions && (
            <>
              <StackLabel>Actions</StackLabel>
              <RowActions run={run} row={row} onFix={() => setFixing(row.key)} />
            </>
          )}
        </td>
      </tr>
      {fixing && row.outcome.kind === 'refused' && (
        <tr {...STACKED.row} className="bg-slate-50">
          <td {...STACKED.cell} colSpan={5} className="stack-block">
            <FixRow run={run} row={row} onDone={() => setFixing(null)} />
          </td>
        </tr>
      )}
    </>
  )
})

/** Every row of the run with its outcome on it: the new id, the service's messages, what to do next. */
export function EndorsementRows({ run, rows }: { run: EndorsementRun; rows: readonly Row[] }) {
  const [fixing, setFixing] = useState<string | null>(null)
  return (
    <table {...STACKED.table} className="stacked-table w-full border-collapse text-left text-sm">
      <caption className="p-2 text-left font-semibold text-slate-900 max-sm:block">The rows and what became of each</caption>
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
        {rows.map((row) => (
          <RowLine key={row.key} run={run} row={row} fixing={fixing === row.key} setFixing={setFixing} />
        ))}
      </tbody>
    </table>
  )
}
