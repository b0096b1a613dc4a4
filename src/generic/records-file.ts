import * as z from 'zod/mini'
import { localToday } from './dates.ts'
import { parseJson } from './storage.ts'
import type { ImportOutcome, RecordStore } from './record-store.ts'

/**
 * One file that carries an account's records from one browser to another
 * (docs/decisions/0072-records-that-move-with-the-person.md): every portable kind of the record store,
 * each record with its kind's version and moment. Read back with a schema per version of the file; the
 * records themselves are read by their kind as stored ones are.
 */

export const RECORDS_FILE_FORMAT = 'agency-portal-records'
export const RECORDS_FILE_VERSION = 1

/** A kind of the record store that a records file carries, named for people. */
export interface PortableKind {
  /** Plural, in lower case: "saved-approval receipts". */
  label: string
  store: Pick<RecordStore<unknown>, 'prefix' | 'exportRecords' | 'importRecord'>
}

/** What this browser keeps that a records file never carries, and why (the session's tokens, ADR 0001). */
export interface UnportableKind {
  label: string
  /** Its key, or the start of its keys; in IndexedDB, its database's name. */
  key: string
  where?: 'IndexedDB'
  /** Why another browser must not have it, or has no use for it. */
  notPortable: string
}

/**
 * A kind of what the portal keeps in this browser's storage, declared beside its store and listed once
 * in src/app/browser-record-kinds.ts (docs/decisions/0103-browser-records-declared-once.md).
 */
export type BrowserRecordKind = PortableKind | UnportableKind

export const isPortable = (kind: BrowserRecordKind): kind is PortableKind => 'store' in kind

/** The key a kind's records start with (a record store's prefix). */
export const keyOfKind = (kind: BrowserRecordKind): string => (isPortable(kind) ? kind.store.prefix : kind.key)

const recordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  version: z.int(),
  savedAt: z.string(),
  data: z.unknown(),
})

const fileSchema = z.object({
  format: z.literal(RECORDS_FILE_FORMAT),
  version: z.literal(RECORDS_FILE_VERSION),
  account: z.string(),
  exportedAt: z.string(),
  kinds: z.array(z.object({ prefix: z.string(), records: z.array(recordSchema) })),
})
export type RecordsFile = z.infer<typeof fileSchema>

const headerSchema = z.object({ format: z.literal(RECORDS_FILE_FORMAT), version: z.number() })

export type ReadRecordsFile =
  { ok: true; file: RecordsFile } | { ok: false; problem: 'not-a-records-file' | 'newer-format' } | { ok: false; problem: 'another-account'; account: string }

export function recordsFileOf(account: string, kinds: readonly PortableKind[], now = new Date()): RecordsFile {
  return {
    format: RECORDS_FILE_FORMAT,
    version: RECORDS_FILE_VERSION,
    account: account.toLowerCase(),
    exportedAt: now.toISOString(),
    kinds: kinds.map(({ store }) => ({ prefix: store.prefix, records: store.exportRecords(account, now) })),
  }
}

/** The file as text, checked; another account's file is refused whole, whatever it holds. */
export function readRecordsFile(text: string, account: string): ReadRecordsFile {
  const stored = parseJson(text)
  const header = headerSchema.safeParse(stored)
  if (header.success && header.data.version > RECORDS_FILE_VERSION) return { ok: false, problem: 'newer-format' }
  const file = fileSchema.safeParse(stored)
  if (!file.success) return { ok: false, problem: 'not-a-records-file' }
  if (file.data.account.toLowerCase() !== account.toLowerCase()) return { ok: false, problem: 'another-account', account: file.data.account }
  return { ok: true, file: file.data }
}

export type ImportCounts = Record<ImportOutcome, number>

export interface ImportSummary {
  total: ImportCounts
  /** Per kind, in the order of the kinds given; a kind the file does not hold counts nothing. */
  byKind: { label: string; counts: ImportCounts }[]
}

const noCounts = (): ImportCounts => ({ added: 0, replaced: 0, kept: 0, skipped: 0, 'not-stored': 0 })

/** Merges every record of a checked file; the records of a kind this portal does not know are skipped. */
export function importRecordsFile(file: RecordsFile, account: string, kinds: readonly PortableKind[], now = new Date()): ImportSummary {
  const total = noCounts()
  const byKind = kinds.map(({ label }) => ({ label, counts: noCounts() }))
  for (const { prefix, records } of file.kinds) {
    const index = kinds.findIndex(({ store }) => store.prefix === prefix)
    const kind = kinds[index]
    for (const record of records) {
      const outcome = kind ? kind.store.importRecord(account, record, now) : 'skipped'
      total[outcome] += 1
      const counts = byKind[index]?.counts
      if (counts) counts[outcome] += 1
    }
  }
  return { total, byKind }
}

/** `portal-records-2026-11-26.json`: the day it was written where it was written, no account in the name. */
export const recordsFileName = (now = new Date()) => `portal-records-${localToday(now)}.json`
