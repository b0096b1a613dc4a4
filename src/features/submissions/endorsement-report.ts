import type { BatchRow, RowOutcome } from '@/generic/batch-run/batch-state'
import { writeCsv } from '@/domain/schedules/export-csv'
import { repeatSentence, type HeldReason } from './endorsement-batch'
import type { Endorsement, EndorsementBatch, EndorsementPayload, EndorsementResult } from './endorsement-records'
import { ENDORSEMENT_KINDS, type RunWords } from './forms/endorsement-kinds'
import { columnNameOf } from './forms/endorsement-rows'

type Outcome = RowOutcome<EndorsementResult>
type Row = BatchRow<EndorsementPayload, EndorsementResult>
/** What a run's row is read with: its kind, and the sheet's header and mapping (to name its columns). */
export type RunSheet = Pick<Endorsement, 'kind' | 'header' | 'mapping'>

export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const HELD_WORDS: Record<HeldReason, string> = {
  'to fix': 'Not sent: needs fixing',
  skipped: 'Not sent: skipped',
  'set aside': 'Not sent: not a row',
  repeat: 'Not sent: a repeat',
}

/** Why a row is held, as the run's own reasons; a reason this portal does not know reads as needing fixing. */
export const heldReasonOf = (outcome: Outcome): HeldReason | null =>
  outcome.kind === 'held' ? (outcome.reason in HELD_WORDS ? (outcome.reason as HeldReason) : 'to fix') : null

/** A row's outcome in a word or two: the same on the screen, in the copied report and in the CSV. */
export function outcomeWord(outcome: Outcome, { done }: RunWords): string {
  switch (outcome.kind) {
    case 'waiting':
      return 'Not sent yet'
    case 'sending':
      return 'On its way'
    case 'succeeded':
      return capitalized(done)
    case 'refused':
      return 'Refused'
    case 'unconfirmed':
      return `Not confirmed: may have been ${done}`
    case 'marked-done':
      return `${capitalized(done)} (you said so)`
    case 'held':
      return HELD_WORDS[heldReasonOf(outcome) ?? 'to fix']
  }
}

/**
 * The messages of a row: the service's refusals, each after the sheet's own name for its column ("DOB: …");
 * why it is not confirmed; why it was held; and, for a repeat the person sent, that they said so.
 */
export function rowMessages({ outcome, payload }: Row, sheet: RunSheet): string[] {
  const repeat = payload.repeatOf && outcome.kind !== 'held' ? [repeatSentence(sheet.kind, payload.repeatOf, false)] : []
  switch (outcome.kind) {
    case 'refused':
      return [
        ...outcome.messages,
        ...Object.entries(outcome.fields).flatMap(([wirePath, messages]) =>
          messages.map((message) => `${columnNameOf(sheet.kind, sheet, wirePath)}: ${message}`),
        ),
        ...repeat,
      ]
    case 'unconfirmed':
      return [outcome.why, ...repeat]
    case 'held':
      return outcome.messages
    default:
      return repeat
  }
}

interface ReportLine {
  row: string
  described: string
  outcome: string
  newId: string
  messages: string
}

function reportLines(batch: EndorsementBatch, sheet: RunSheet): ReportLine[] {
  const { words } = ENDORSEMENT_KINDS[sheet.kind]
  return batch.rows.map((row) => ({
    row: row.key,
    described: row.payload.described,
    outcome: outcomeWord(row.outcome, words),
    newId: row.outcome.kind === 'succeeded' ? String(row.outcome.result.id) : '',
    messages: rowMessages(row, sheet).join('; '),
  }))
}

/** The report as CSV: one line per line of the sheet the preview showed (row, what it was, outcome, new id or vehicle id, messages). */
export const reportCsv = (batch: EndorsementBatch, sheet: RunSheet): string =>
  writeCsv([
    ['Row', 'What', 'Outcome', capitalized(ENDORSEMENT_KINDS[sheet.kind].words.id), 'Messages'],
    ...reportLines(batch, sheet).map((line) => [line.row, line.described, line.outcome, line.newId, line.messages]),
  ])

/** The report as plain text, one row a line, to paste into an e-mail or a note. */
export const reportText = (title: string, batch: EndorsementBatch, sheet: RunSheet): string =>
  [
    title,
    ...reportLines(batch, sheet).map((line) =>
      [line.row, line.described, line.outcome, line.newId && `${ENDORSEMENT_KINDS[sheet.kind].words.id} ${line.newId}`, line.messages]
        .filter(Boolean)
        .join(' — '),
    ),
  ].join('\n')

/** Whether a row waits for the person: refused, not confirmed, or held for fixing or as a repeat (a skipped line, or one that is not a row, does not). */
export function needsYou(outcome: Outcome): boolean {
  const held = heldReasonOf(outcome)
  return outcome.kind === 'refused' || outcome.kind === 'unconfirmed' || held === 'to fix' || held === 'repeat'
}
