import * as z from 'zod/mini'
import { batchStateSchema } from '@/generic/batch-run/batch-schema'
import type { BatchRunState } from '@/generic/batch-run/batch-state'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { EndorsementKind } from './forms/endorsement-kinds'
import type { SubmissionRef } from './forms/submission-ref'

/** One row of an endorsement from a spreadsheet: its cells as the sheet had them (to fix in place), the body they make, and it in words. */
const rowPayloadSchema = z.object({
  cells: z.array(z.string()),
  body: z.record(z.string(), z.unknown()),
  described: z.string(),
  /** The record the row changes (a vehicle update's vehicle id). */
  recordId: z.optional(z.number()),
  /** The earlier line of the run with the same record (a driver's license, a VIN), and that key: held until the person says to send it. */
  repeatOf: z.optional(z.object({ line: z.number(), key: z.string() })),
})
export type EndorsementPayload = z.infer<typeof rowPayloadSchema>

/** What the service answered for a row it added. */
const rowResultSchema = z.object({ id: z.number(), submissionNumber: z.string(), updatedFields: z.optional(z.array(z.string())) })
export type EndorsementResult = z.infer<typeof rowResultSchema>

export type EndorsementBatch = BatchRunState<EndorsementPayload, EndorsementResult>

const endorsementSchema = z.object({
  kind: z.enum(['drivers', 'trailers', 'vehicle-updates']),
  /** The sheet's header and the column each cell fills, to read a fixed row as the import did. */
  header: z.array(z.string()),
  mapping: z.array(z.nullable(z.string())),
  batch: batchStateSchema(rowPayloadSchema, rowResultSchema),
})
export interface Endorsement {
  kind: EndorsementKind
  header: string[]
  mapping: (string | null)[]
  batch: EndorsementBatch
}

/**
 * The batch of each transaction, kept in this browser after every row's answer
 * (docs/decisions/0070-batch-runs.md): a reload or a new sign-in finds every outcome and new id, and
 * no row is sent twice. One batch per transaction; kept 30 days.
 */
const schema = endorsementSchema as unknown as z.core.$ZodType<Endorsement>

/** Version 1 knew no held rows: each of its batches reads as it is. */
const versionOneSchema = z.object({ version: z.literal(1), savedAt: z.string(), data: schema })

/**
 * Version 2 adds rows held back (lines not sent, repeats): a tab of an earlier portal, which could not
 * read them and would delete the batch, leaves a newer version alone.
 */
const records = createRecordStore<Endorsement>({
  prefix: 'portal.endorsements',
  version: 2,
  schema,
  keepDays: 30,
  upgrade: (stored) => {
    const older = versionOneSchema.safeParse(stored)
    return older.success ? { value: older.data.data, savedAt: older.data.savedAt } : null
  },
})

/** Endorsement runs move with the person in a records file (ADR 0072), like the approvals' batches. */
export const portableEndorsements: PortableKind = { label: 'endorsements from spreadsheets', store: records }

export const endorsementId = ({ displayId, transactionId }: SubmissionRef) => `${displayId}/${transactionId}`

export const readEndorsement = (account: string, ref: SubmissionRef): Endorsement | null => records.get(account, endorsementId(ref))?.value ?? null

/** False when the browser refused (storage full or turned off). */
export const keepEndorsement = (account: string, ref: SubmissionRef, endorsement: Endorsement): boolean => records.put(account, endorsementId(ref), endorsement)

export const forgetEndorsement = (account: string, ref: SubmissionRef): boolean => records.remove(account, endorsementId(ref))
