import * as z from 'zod/mini'
import { parseJson, readStored, storedKeys, writeStored } from './storage.ts'

/**
 * What this browser keeps for one account, one kind at a time (wizard drafts, recent results, ...):
 * one localStorage key per record, `<prefix>.<e-mail in lower case>/<id>`. The `/` after the e-mail,
 * which no domain holds, keeps one account from ever listing another's. Each record is stored in an
 * envelope with its kind's version, the moment it is about and when it expires
 * (docs/decisions/0010-browser-records.md). Nothing here throws: a record that cannot be read is not
 * there, and a write the browser refuses says so.
 */

export interface RecordKind<T> {
  /** The start of every key of this kind, e.g. `portal.recent-submissions`. */
  prefix: string
  /** Stored in each envelope; raise it when the schema changes. Another version is dropped, unless `upgrade` reads it. */
  version: number
  schema: z.core.$ZodType<T>
  /** Days a record is kept after its moment, then deleted when next read; null keeps it until it is deleted. */
  keepDays: number | null
  /** Reads a record that an earlier version of the portal stored under an id; null drops it. */
  upgrade?: (stored: unknown) => Omit<StoredRecord<T>, 'id' | 'expiresAt'> | null
  /** Reads what an earlier version kept for the whole account at `<prefix>.<e-mail>`: it joins the records, and that key goes. */
  adopt?: (stored: unknown) => Omit<StoredRecord<T>, 'expiresAt'>[]
}

export interface StoredRecord<T> {
  id: string
  value: T
  /** ISO instant the record is about (saved, received): the list is newest first by it, and its days count from it. */
  savedAt: string
  /** ISO instant after which it is deleted; null: kept until deleted. */
  expiresAt: string | null
}

/** A record as a records file carries it (docs/decisions/0072-records-that-move-with-the-person.md). */
export interface PortableRecord {
  id: string
  /** The kind's version it was stored with. */
  version: number
  savedAt: string
  data: unknown
}

/** What became of one record of a file: new here, a newer copy over an older one, this browser's copy kept, unreadable or expired, or refused by the browser. */
export type ImportOutcome = 'added' | 'replaced' | 'kept' | 'skipped' | 'not-stored'

/** Merged by key, the newer copy wins: a tie keeps this browser's copy, which nothing then rewrites. */
export function mergeDecision(here: { savedAt: string } | null, incoming: { savedAt: string }): 'add' | 'replace' | 'keep' {
  if (here === null) return 'add'
  return Date.parse(incoming.savedAt) > Date.parse(here.savedAt) ? 'replace' : 'keep'
}

export interface RecordStore<T> {
  /** The start of every key of this kind: what a records file names the kind by. */
  readonly prefix: string
  /** The account's records, newest first; expired and unreadable ones are deleted on the way. */
  list(account: string, now?: Date): StoredRecord<T>[]
  /** One record, or null (none, expired, or unreadable). */
  get(account: string, id: string, now?: Date): StoredRecord<T> | null
  /** Writes a record (over one with the same id); false when the browser refused (storage full or turned off). */
  put(account: string, id: string, value: T, savedAt?: string): boolean
  /** False when the browser refused. */
  remove(account: string, id: string): boolean
  /** Deletes every record of the account (and what an earlier version kept for it); false when the browser refused one. */
  removeAll(account: string): boolean
  /** The account's records as a records file carries them. */
  exportRecords(account: string, now?: Date): PortableRecord[]
  /** Merges one record of a file: read as a stored one would be (its version, upgrade, schema and expiry), then the newer copy wins. */
  importRecord(account: string, record: PortableRecord, now?: Date): ImportOutcome
}

const DAY_MS = 86_400_000

const envelopeSchema = z.object({
  version: z.number(),
  savedAt: z.string(),
  expiresAt: z.nullable(z.string()),
  data: z.unknown(),
})

/** A moment that cannot be read makes a record that has already expired. */
function expiryOf(savedAt: string, keepDays: number | null): string | null {
  if (keepDays === null) return null
  const at = Date.parse(savedAt)
  return new Date((Number.isNaN(at) ? 0 : at) + keepDays * DAY_MS).toISOString()
}

const hasExpired = (record: StoredRecord<unknown>, now: Date) => record.expiresAt !== null && !(Date.parse(record.expiresAt) > now.getTime())

const newestFirst = (a: StoredRecord<unknown>, b: StoredRecord<unknown>) => b.savedAt.localeCompare(a.savedAt)

export function createRecordStore<T>(kind: RecordKind<T>): RecordStore<T> {
  const accountPrefix = (account: string) => `${kind.prefix}.${account.toLowerCase()}/`
  const keyOf = (account: string, id: string) => `${accountPrefix(account)}${id}`

  /** What is stored at a key, as a record; undefined when it must go (unreadable, or an older version nobody reads). */
  function parse(id: string, text: string): StoredRecord<T> | null | undefined {
    const stored = parseJson(text)
    const envelope = envelopeSchema.safeParse(stored)
    if (envelope.success && envelope.data.version === kind.version) {
      const { savedAt, expiresAt, data } = envelope.data
      const value = z.safeParse(kind.schema, data)
      return value.success ? { id, value: value.data, savedAt, expiresAt } : undefined
    }
    // A newer portal's record (another tab, after an update): left for it to read.
    if (envelope.success && envelope.data.version > kind.version) return null
    const upgraded = kind.upgrade?.(stored)
    return upgraded ? { id, ...upgraded, expiresAt: expiryOf(upgraded.savedAt, kind.keepDays) } : undefined
  }

  function get(account: string, id: string, now = new Date()): StoredRecord<T> | null {
    const key = keyOf(account, id)
    const text = readStored(key)
    if (text === null) return null
    const record = parse(id, text)
    if (record === undefined || (record && hasExpired(record, now))) {
      writeStored(key, null)
      return null
    }
    return record
  }

  function put(account: string, id: string, value: T, savedAt = new Date().toISOString()): boolean {
    const envelope = { version: kind.version, savedAt, expiresAt: expiryOf(savedAt, kind.keepDays), data: value }
    return writeStored(keyOf(account, id), JSON.stringify(envelope))
  }

  function adoptAccountRecords(account: string): void {
    if (!kind.adopt) return
    const key = accountPrefix(account).slice(0, -1)
    const text = readStored(key)
    if (text === null) return
    const adopted = kind.adopt(parseJson(text))
    // Never over a record already there; the old key stays until every record has a key of its own.
    const allKept = adopted.every((record) => readStored(keyOf(account, record.id)) !== null || put(account, record.id, record.value, record.savedAt))
    if (allKept) writeStored(key, null)
  }

  function list(account: string, now = new Date()): StoredRecord<T>[] {
    adoptAccountRecords(account)
    const prefix = accountPrefix(account)
    return storedKeys(prefix)
      .flatMap((key) => get(account, key.slice(prefix.length), now) ?? [])
      .sort(newestFirst)
  }

  function importRecord(account: string, { id, version, savedAt, data }: PortableRecord, now = new Date()): ImportOutcome {
    const record = parse(id, JSON.stringify({ version, savedAt, expiresAt: expiryOf(savedAt, kind.keepDays), data }))
    if (!record || hasExpired(record, now)) return 'skipped'
    const decision = mergeDecision(get(account, id, now), record)
    if (decision === 'keep') return 'kept'
    if (!put(account, id, record.value, record.savedAt)) return 'not-stored'
    return decision === 'add' ? 'added' : 'replaced'
  }

  return {
    prefix: kind.prefix,
    list,
    get,
    put,
    remove: (account, id) => writeStored(keyOf(account, id), null),
    removeAll(account) {
      const prefix = accountPrefix(account)
      return [prefix.slice(0, -1), ...storedKeys(prefix)].map((key) => writeStored(key, null)).every(Boolean)
    },
    exportRecords: (account, now) => list(account, now).map(({ id, value, savedAt }) => ({ id, version: kind.version, savedAt, data: value })),
    importRecord,
  }
}
