import * as z from 'zod/mini'
import { coverageResultSchema } from '../contract/quote.ts'
import { createRecordStore } from '../generic/record-store.ts'
import type { PortableKind } from '../generic/records-file.ts'

/**
 * The quotes and indications this account received in this browser, newest first. The API has no
 * list endpoint, so the portal keeps what each response said (per account, in the record store of
 * `src/generic/record-store.ts`): the home page lists them and a result page survives a reload. They hold
 * personal data (what was entered behind an indication, the drivers of a result: dates of birth, CDL numbers), so one received
 * more than 30 days ago is deleted when the list is next read.
 */

const MAX_RECORDS = 20
/** The newest results keep their vehicles, trailers and drivers, to export for the next carrier (ADR 0045). */
export const MAX_WITH_SCHEDULES = 10
/**
 * How many of the newest results keep each bulky part; older ones lose it: what was entered (for
 * "Continue to full quote") and the fleet rows.
 */
const KEPT_BY_THE_NEWEST = { entered: 3, schedules: MAX_WITH_SCHEDULES } as const
const BULKY_PARTS = Object.keys(KEPT_BY_THE_NEWEST) as (keyof typeof KEPT_BY_THE_NEWEST)[]

const scheduleRows = z.array(z.record(z.string(), z.unknown()))

const recordSchema = z.object({
  kind: z.enum(['quote', 'indication']),
  submissionNumber: z.string(),
  status: z.string(),
  coverages: z.record(z.string(), coverageResultSchema),
  quotePdf: z.nullable(z.string()),
  receivedAt: z.string(),
  insuredName: z.string(),
  garageState: z.string(),
  /** `YYYY-MM-DD` */
  effectiveDate: z.string(),
  /**
   * The broker fee the request carried per coverage code (`AL`: `250.00`), a coverage without one absent:
   * left out of the tax calculation (ADR 0052). Absent on results kept before it was recorded.
   */
  brokerFees: z.optional(z.record(z.string(), z.string())),
  /** The wizard's answers behind an indication, as the quote feature stored them. */
  entered: z.optional(z.unknown()),
  /** The fleet rows of the result as the wizard's form held them; absent when no longer kept. */
  schedules: z.optional(z.object({ vehicles: scheduleRows, trailers: scheduleRows, drivers: scheduleRows })),
})
export type SubmissionRecord = z.infer<typeof recordSchema>
export type SubmissionKind = SubmissionRecord['kind']

/**
 * One record per result received, keyed by its submission number and when it came
 * (`BR-30001/2026-12-01T10:00:00.000Z`): a sandbox reset starts the numbers again, and a new submission
 * must never replace a kept result that had its number (issue 39; ADR 0143). Results kept before are
 * keyed by their number alone, and read the same.
 */
const results = createRecordStore<SubmissionRecord>({
  prefix: 'portal.recent-submissions',
  version: 1,
  schema: recordSchema,
  keepDays: 30,
  // Before the record store, the account's results were one list under `portal.recent-submissions.<e-mail>`.
  adopt: (stored) =>
    (Array.isArray(stored) ? stored : []).flatMap((item) => {
      const parsed = recordSchema.safeParse(item)
      return parsed.success ? [{ id: parsed.data.submissionNumber, value: parsed.data, savedAt: parsed.data.receivedAt }] : []
    }),
})

export const portableResults: PortableKind = { label: 'quotes and indications received', store: results }

export function recentSubmissions(username: string, now = new Date()): SubmissionRecord[] {
  return results.list(username, now).map((record) => record.value)
}

const idOf = ({ submissionNumber, receivedAt }: Pick<SubmissionRecord, 'submissionNumber' | 'receivedAt'>) => `${submissionNumber}/${receivedAt}`

/**
 * The result kept for a submission number, the newest of several that share it; `kind` narrows it to
 * one, `receivedAt` to the one received then.
 */
export function findSubmission(username: string, kind: SubmissionKind | null, submissionNumber: string, receivedAt?: string): SubmissionRecord | undefined {
  return results
    .list(username)
    .map((record) => record.value)
    .find(
      (record) =>
        record.submissionNumber === submissionNumber &&
        (kind === null || record.kind === kind) &&
        (receivedAt === undefined || record.receivedAt === receivedAt),
    )
}

/** Deletes a kept result (the person removed the submission from this browser); false when the browser refused. */
export function forgetSubmission(username: string, record: Pick<SubmissionRecord, 'submissionNumber' | 'receivedAt'>): boolean {
  const kept = results.list(username).find(({ value }) => value.submissionNumber === record.submissionNumber && value.receivedAt === record.receivedAt)
  return kept ? results.remove(username, kept.id) : true
}

export function recordSubmission(username: string, record: SubmissionRecord): void {
  results.put(username, idOf(record), record, record.receivedAt)
  results.list(username).forEach(({ id, value, savedAt }, index) => {
    if (index >= MAX_RECORDS) {
      results.remove(username, id)
      return
    }
    const outgrown = BULKY_PARTS.filter((part) => index >= KEPT_BY_THE_NEWEST[part] && value[part] !== undefined)
    if (outgrown.length > 0) results.put(username, id, { ...value, ...Object.fromEntries(outgrown.map((part) => [part, undefined])) }, savedAt)
  })
}

/** Deletes every result the account kept in this browser; false when the browser refused. */
export function forgetSubmissions(username: string): boolean {
  return results.removeAll(username)
}
