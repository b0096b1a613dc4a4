import { memo } from 'react'
import { FreeText } from '@/components/ui/free-text'
import { Id, MessageText } from '@/components/ui/id'
import type { BatchRow } from '@/generic/batch-run/batch-state'
import type { EndorsementPayload, EndorsementResult } from '../endorsement-records'
import { needsYou, outcomeWord, rowMessages, type RunSheet } from '../endorsement-report'
import { ENDORSEMENT_KINDS } from '../forms/endorsement-kinds'

export type Row = BatchRow<EndorsementPayload, EndorsementResult>

export const OUTCOME_CLASS: Record<Row['outcome']['kind'], string> = {
  waiting: 'text-slate-800',
  sending: 'text-slate-800',
  succeeded: 'font-semibold text-green-800',
  'marked-done': 'font-semibold text-green-800',
  refused: 'font-semibold text-red-700',
  unconfirmed: 'font-semibold text-amber-900',
  held: 'font-semibold text-slate-900',
}

/** A row's messages (the service's, the run's), each id in them kept whole. */
export function RowMessages({ messages, className = '' }: { messages: readonly string[]; className?: string }) {
  return (
    <ul className={`free-text ${className}`.trim()}>
      {messages.map((message) => (
        <li key={message}>
          <MessageText>{message}</MessageText>
        </li>
      ))}
    </ul>
  )
}

/** A row's outcome in words, with the new id (or the vehicle id) the service gave. */
export function OutcomeOf({ row, sheet }: { row: Row; sheet: RunSheet }) {
  const { words } = ENDORSEMENT_KINDS[sheet.kind]
  return (
    <span>
      <span className={OUTCOME_CLASS[row.outcome.kind]}>{outcomeWord(row.outcome, words)}</span>
      {row.outcome.kind === 'succeeded' && (
        <>
          ,{' '}
          <span className="whitespace-nowrap">
            {words.id} <Id className="font-mono">{String(row.outcome.result.id)}</Id>
          </span>
        </>
      )}
    </span>
  )
}

/** One line of the sheet: drawn again only when its outcome changes (a run of 100 rows redraws one at a time). */
const RowLine = memo(function RowLine({ row, sheet }: { row: Row; sheet: RunSheet }) {
  const messages = rowMessages(row, sheet)
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="p-2 whitespace-nowrap">
        {row.key}
      </th>
      <td className="free-text p-2">
        <FreeText>{row.payload.described}</FreeText>
      </td>
      <td className="p-2">
        <OutcomeOf row={row} sheet={sheet} />
        {messages.length > 0 && <RowMessages messages={messages} className="text-slate-800" />}
      </td>
    </tr>
  )
})

/**
 * The lines of the sheet that do not wait for the person (those are in the table above, said once), in
 * its order, with what became of each: three narrow columns, so a phone shows a line of 100 in a few lines
 * of text rather than a card each.
 */
export function EndorsementRows({ sheet, rows }: { sheet: RunSheet; rows: readonly Row[] }) {
  const others = rows.filter((row) => !needsYou(row.outcome))
  if (others.length === 0) return null
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-xl font-bold text-slate-900">
        {others.length < rows.length ? 'The other rows and what became of each' : 'The rows and what became of each'}
      </caption>
      <thead className="bg-slate-100">
        <tr>
          {['Row', 'What', 'Outcome'].map((name) => (
            <th key={name} scope="col" className="p-2">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {others.map((row) => (
          <RowLine key={row.key} row={row} sheet={sheet} />
        ))}
      </tbody>
    </table>
  )
}
