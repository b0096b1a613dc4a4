import * as z from 'zod/mini'
import { coverageResultSchema } from '@/api/contract/quote'
import { parseJson, readStored, writeStored } from '@/lib/storage'

/**
 * The quotes and indications this account received in this browser, newest first. The API has no
 * list endpoint, so the portal keeps what each response said (per account, in localStorage): the home
 * page lists them and a result page survives a reload. They hold personal data (what was entered behind
 * an indication: dates of birth, CDL numbers), so one received more than 30 days ago is deleted when
 * the list is next read.
 */

const MAX_RECORDS = 20
/** Only the newest few keep what was entered (for "Continue to full quote"): it is the bulky part. */
const MAX_WITH_ENTRIES = 3
const RECENT_KEPT_DAYS = 30
const DAY_MS = 86_400_000

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
  /** The wizard's answers behind an indication, as the quote feature stored them. */
  entered: z.optional(z.unknown()),
})
export type SubmissionRecord = z.infer<typeof recordSchema>
export type SubmissionKind = SubmissionRecord['kind']

const storageKey = (username: string) => `portal.recent-submissions.${username.toLowerCase()}`

export function recentSubmissions(username: string, now = new Date()): SubmissionRecord[] {
  const stored = parseJson(readStored(storageKey(username)))
  if (!Array.isArray(stored)) return []
  const records = stored.flatMap((item) => {
    const parsed = recordSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
  const kept = records.filter((record) => Date.parse(record.receivedAt) > now.getTime() - RECENT_KEPT_DAYS * DAY_MS)
  if (kept.length < records.length) writeStored(storageKey(username), JSON.stringify(kept))
  return kept
}

export function findSubmission(username: string, kind: SubmissionKind, submissionNumber: string): SubmissionRecord | undefined {
  return recentSubmissions(username).find((record) => record.kind === kind && record.submissionNumber === submissionNumber)
}

export function recordSubmission(username: string, record: SubmissionRecord): void {
  const others = recentSubmissions(username).filter((existing) => existing.submissionNumber !== record.submissionNumber)
  const records = [record, ...others]
    .slice(0, MAX_RECORDS)
    .map((item, index) => (index < MAX_WITH_ENTRIES ? item : { ...item, entered: undefined }))
  writeStored(storageKey(username), JSON.stringify(records))
}
