import type { ReadyLines } from '@/components/schedule-import/import-panel'
import { newBatchRun, type NewRow } from '@/generic/batch-run/batch-state'
import type { EndorsementBatch, EndorsementPayload } from './endorsement-records'
import { ENDORSEMENT_KINDS, type EndorsementKind } from './forms/endorsement-kinds'
import { lineInWords, payloadOf } from './forms/endorsement-rows'

type HeldBackLine = ReadyLines['heldBack'][number]

/**
 * Why a row of a run is held, not sent: the preview held it back (it needs fixing, the person skipped it,
 * it is not a row), or its record is already on an earlier line of the run (a repeat).
 */
export type HeldReason = HeldBackLine['status'] | 'repeat'

/**
 * The rows of a schedule handed to a run: the ready lines with the form each became, every other line of
 * the preview, and the keys the preview said are repeated (a ready line that holds one was let in by the person).
 */
export interface SheetRows extends Pick<ReadyLines, 'header' | 'mapping' | 'lines' | 'heldBack'> {
  forms: readonly object[]
  duplicates?: readonly { key: string }[]
}

/** A repeat in words: held ("Same license as line 3 (TN D1). Not sent, so…"), or sent because the person said so. */
export function repeatSentence(kind: EndorsementKind, { line, key }: NonNullable<EndorsementPayload['repeatOf']>, held: boolean): string {
  const { name, why } = ENDORSEMENT_KINDS[kind].repeat
  return `Same ${name} as line ${line} (${key}). ${held ? why : 'Sent because you said so.'}`
}

const keyOfLine = (line: number) => `Line ${line}`

/**
 * A run of every line of the sheet, in its order (docs/decisions/0088-a-run-reports-every-line.md): the
 * ready lines to send, and held, each with why, the lines the preview held back and any ready line whose
 * record (a driver's license, a VIN) an earlier line already has, unless the preview let it in. Nothing
 * held is sent unless the person says so.
 */
export function newEndorsementBatch(
  kind: EndorsementKind,
  { header, mapping, lines, forms, heldBack, duplicates = [] }: SheetRows,
  today: string,
): EndorsementBatch {
  const { repeat } = ENDORSEMENT_KINDS[kind]
  const letIn = new Set(duplicates.map((duplicate) => duplicate.key))
  const firstLineOf = new Map<string, number>()
  const ready = lines.map((line, index): [number, NewRow<EndorsementPayload>] => {
    const payload = payloadOf(kind, forms[index] ?? {}, line.cells)
    const key = repeat.of(payload.body)
    const earlier = key === null ? undefined : firstLineOf.get(key)
    if (key === null || earlier === undefined) {
      if (key !== null) firstLineOf.set(key, line.line)
      return [line.line, { key: keyOfLine(line.line), payload }]
    }
    const repeatOf = { line: earlier, key }
    if (letIn.has(key)) return [line.line, { key: keyOfLine(line.line), payload: { ...payload, repeatOf } }]
    return [
      line.line,
      { key: keyOfLine(line.line), payload: { ...payload, repeatOf }, held: { reason: 'repeat', messages: [repeatSentence(kind, repeatOf, true)] } },
    ]
  })
  const held = heldBack.map((line): [number, NewRow<EndorsementPayload>] => [
    line.line,
    {
      key: keyOfLine(line.line),
      payload: { cells: line.cells, body: {}, described: lineInWords(kind, { header, mapping }, line.cells, today) },
      held: { reason: line.status, messages: line.problems },
    },
  ])
  return newBatchRun([...ready, ...held].sort(([a], [b]) => a - b).map(([, row]) => row))
}
