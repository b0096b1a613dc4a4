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

/** One record per submission number, dated by when it was received. */
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

/** The result kept for a submission number, quote or indication; `kind` narrows it to one. */
export function findSubmission(username: string, kind: SubmissionKind | null, submissionNumber: string): SubmissionRecord | undefined {
  const record = results.get(username, submissionNumber)?.value
  return record && (kind === null || record.kind === kind) ? record : undefined
}

/** Deletes a kept result (the person removed the submission from this browser); false when the browser refused. */
export function forgetSubmission(username: string, submissionNumber: string): boolean {
  return results.remove(username, submissionNumber)
}

export function recordSubmission(username: string, record: SubmissionRecord): void {
  results.put(username, record.submissionNumber, record, record.receivedAt)
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
