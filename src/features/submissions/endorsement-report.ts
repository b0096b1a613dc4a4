import type { RowOutcome } from '@/generic/batch-run/batch-state'
import { writeCsv } from '@/domain/schedules/export-csv'
import type { EndorsementBatch, EndorsementResult } from './endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind, type RunWords } from './forms/endorsement-kinds'
import { cellLabelOf } from './forms/endorsement-rows'

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A row's outcome in a word or two: the same on the screen, in the copied report and in the CSV. */
export const outcomeWords = ({ done }: RunWords): Record<RowOutcome<EndorsementResult>['kind'], string> => ({
  waiting: 'Not sent yet',
  sending: 'On its way',
  succeeded: capitalized(done),
  refused: 'Refused',
  unconfirmed: `Not confirmed: may have been ${done}`,
  'marked-done': `${capitalized(done)} (you said so)`,
})

/** The messages of a row's outcome: the service's refusals (each after the schedule's name for its field), or why it is not confirmed. */
export function outcomeMessages(outcome: RowOutcome<EndorsementResult>, kind: EndorsementKind): string[] {
  if (outcome.kind === 'refused')
    return [
      ...outcome.messages,
      ...Object.entries(outcome.fields).flatMap(([wirePath, messages]) => messages.map((message) => `${cellLabelOf(kind, wirePath)}: ${message}`)),
    ]
  if (outcome.kind === 'unconfirmed') return [outcome.why]
  return []
}

interface ReportLine {
  row: string
  described: string
  outcome: string
  newId: string
  messages: string
}

function reportLines(batch: EndorsementBatch, kind: EndorsementKind): ReportLine[] {
  const outcomes = outcomeWords(ENDORSEMENT_KINDS[kind].words)
  return batch.rows.map(({ key, payload, outcome }) => ({
    row: key,
    described: payload.described,
    outcome: outcomes[outcome.kind],
    newId: outcome.kind === 'succeeded' ? String(outcome.result.id) : '',
    messages: outcomeMessages(outcome, kind).join('; '),
  }))
}

/** The report as CSV: row, what it was, outcome, new id (or vehicle id), messages. */
export const reportCsv = (batch: EndorsementBatch, kind: EndorsementKind): string =>
  writeCsv([
    ['Row', 'What', 'Outcome', capitalized(ENDORSEMENT_KINDS[kind].words.id), 'Messages'],
    ...reportLines(batch, kind).map((line) => [line.row, line.described, line.outcome, line.newId, line.messages]),
  ])

/** The report as plain text, one row a line, to paste into an e-mail or a note. */
export const reportText = (title: string, batch: EndorsementBatch, kind: EndorsementKind): string =>
  [
    title,
    ...reportLines(batch, kind).map((line) =>
      [line.row, line.described, line.outcome, line.newId && `${ENDORSEMENT_KINDS[kind].words.id} ${line.newId}`, line.messages].filter(Boolean).join(' — '),
    ),
  ].join('\n')
