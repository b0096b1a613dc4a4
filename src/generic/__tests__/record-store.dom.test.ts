import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { createRecordStore, type RecordKind } from '../record-store'

const AGENT = 'agent@blueridge.example'
const NOW = new Date('2026-11-21T15:00:00.000Z')
const noteSchema = z.object({ text: z.string() })
type Note = z.infer<typeof noteSchema>

const notes = (kind: Partial<RecordKind<Note>> = {}) =>
  createRecordStore<Note>({ prefix: 'portal.test-notes', version: 2, schema: noteSchema, keepDays: 30, ...kind })
const stored = (id: string, account = AGENT) => window.localStorage.getItem(`portal.test-notes.${account}/${id}`)
const store = (id: string, value: unknown) => window.localStorage.setItem(`portal.test-notes.${AGENT}/${id}`, JSON.stringify(value))

describe('the record store', () => {
  it('keeps one record per id and account, in a versioned envelope, and lists them newest first', () => {
    const kept = notes()
    expect(kept.put(AGENT, 'a', { text: 'first' }, '2026-11-20T10:00:00.000Z')).toBe(true)
    kept.put(AGENT, 'b', { text: 'second' }, '2026-11-21T10:00:00.000Z')
    kept.put(AGENT, 'a', { text: 'first, again' }, '2026-11-19T10:00:00.000Z')
    expect(JSON.parse(stored('a') ?? '')).toEqual({
      version: 2,
      savedAt: '2026-11-19T10:00:00.000Z',
      expiresAt: '2026-12-19T10:00:00.000Z',
      data: { text: 'first, again' },
    })
    expect(kept.list(AGENT, NOW)).toEqual([
      { id: 'b', value: { text: 'second' }, savedAt: '2026-11-21T10:00:00.000Z', expiresAt: '2026-12-21T10:00:00.000Z' },
      { id: 'a', value: { text: 'first, again' }, savedAt: '2026-11-19T10:00:00.000Z', expiresAt: '2026-12-19T10:00:00.000Z' },
    ])
    expect(kept.get(AGENT, 'b', NOW)?.value).toEqual({ text: 'second' })
  })

  it('deletes every record of one account, and what an earlier version kept for it, and no other account’s', () => {
    const kept = notes()
    kept.put(AGENT, 'a', { text: 'one' })
    kept.put(AGENT, 'b', { text: 'two' })
    kept.put('agent@blueridge.example.org', 'c', { text: 'not mine' })
    window.localStorage.setItem(`portal.test-notes.${AGENT}`, '[]')
    expect(kept.removeAll(AGENT)).toBe(true)
    expect(kept.list(AGENT, NOW)).toEqual([])
    expect(window.localStorage.getItem(`portal.test-notes.${AGENT}`)).toBeNull()
    expect(kept.list('agent@blueridge.example.org', NOW).map(({ id }) => id)).toEqual(['c'])
  })

  it('keeps accounts apart: by e-mail in lower case, never one whose address starts the same', () => {
    const kept = notes()
    kept.put('Agent@BlueRidge.example', 'a', { text: 'mine' })
    kept.put(`${AGENT}.org`, 'b', { text: 'theirs' })
    kept.put('agent@summit.example', 'c', { text: 'theirs too' })
    expect(kept.list(AGENT, NOW).map(({ id }) => id)).toEqual(['a'])
    expect(kept.get(AGENT, 'b', NOW)).toBeNull()
    expect(stored('a')).not.toBeNull()
  })

  it('deletes a record once its days are over, when next read', () => {
    const kept = notes()
    kept.put(AGENT, 'old', { text: 'old' }, '2026-10-22T14:59:00.000Z')
    kept.put(AGENT, 'new', { text: 'new' }, '2026-10-22T15:01:00.000Z')
    expect(kept.list(AGENT, NOW).map(({ id }) => id)).toEqual(['new'])
    expect(stored('old')).toBeNull()
    expect(kept.get(AGENT, 'new', new Date('2026-11-21T15:01:00.000Z'))).toBeNull()
    expect(stored('new')).toBeNull()
  })

  it('never lets a record of a kind kept until deleted expire', () => {
    const receipts = notes({ keepDays: null })
    receipts.put(AGENT, 'r1', { text: 'approval saved' }, '2020-01-01T00:00:00.000Z')
    expect(receipts.list(AGENT, NOW)).toEqual([{ id: 'r1', value: { text: 'approval saved' }, savedAt: '2020-01-01T00:00:00.000Z', expiresAt: null }])
    expect(receipts.remove(AGENT, 'r1')).toBe(true)
    expect(receipts.list(AGENT, NOW)).toEqual([])
  })

  it('drops what it cannot read, and an older version that nobody reads, without throwing', () => {
    store('not-json', '{')
    window.localStorage.setItem(`portal.test-notes.${AGENT}/text`, 'not json')
    store('wrong-shape', { version: 2, savedAt: '2026-11-21T10:00:00.000Z', expiresAt: null, data: { text: 3 } })
    store('no-envelope', { text: 'bare' })
    store('older', { version: 1, savedAt: '2026-11-21T10:00:00.000Z', expiresAt: null, data: { text: 'old shape' } })
    store('bad-date', { version: 2, savedAt: '2026-11-21T10:00:00.000Z', expiresAt: 'whenever', data: { text: 'x' } })
    expect(notes().list(AGENT, NOW)).toEqual([])
    expect(window.localStorage.length).toBe(0)
  })

  it('leaves a newer version alone: a newer portal in another tab wrote it', () => {
    store('newer', { version: 3, savedAt: '2026-11-21T10:00:00.000Z', expiresAt: null, data: { words: ['new'] } })
    expect(notes().list(AGENT, NOW)).toEqual([])
    expect(notes().get(AGENT, 'newer', NOW)).toBeNull()
    expect(stored('newer')).not.toBeNull()
  })

  it('reads an older version through upgrade, and counts its days from its own moment', () => {
    const upgrade = (old: unknown) => {
      const parsed = z.object({ version: z.literal(1), words: z.string(), at: z.string() }).safeParse(old)
      return parsed.success ? { value: { text: parsed.data.words }, savedAt: parsed.data.at } : null
    }
    store('v1', { version: 1, words: 'kept', at: '2026-11-20T10:00:00.000Z' })
    store('v1-old', { version: 1, words: 'too old', at: '2026-10-01T10:00:00.000Z' })
    expect(notes({ upgrade }).list(AGENT, NOW)).toEqual([
      { id: 'v1', value: { text: 'kept' }, savedAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z' },
    ])
    expect(stored('v1-old')).toBeNull()
  })

  it('takes in what an older version kept for the whole account, never over a record already there', () => {
    const adopt = (old: unknown) =>
      Array.isArray(old) ? old.map((text: string) => ({ id: text, value: { text: `${text} (adopted)` }, savedAt: '2026-11-20T10:00:00.000Z' })) : []
    const kept = notes({ adopt })
    kept.put(AGENT, 'b', { text: 'b, newer' }, '2026-11-21T10:00:00.000Z')
    window.localStorage.setItem(`portal.test-notes.${AGENT}`, JSON.stringify(['a', 'b']))
    expect(kept.list(AGENT, NOW).map(({ value }) => value.text)).toEqual(['b, newer', 'a (adopted)'])
    expect(window.localStorage.getItem(`portal.test-notes.${AGENT}`)).toBeNull()
  })

  it('says when the browser refuses a write, and keeps what an older version kept until it can', () => {
    window.localStorage.setItem(`portal.test-notes.${AGENT}`, JSON.stringify(['a']))
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const kept = notes({ adopt: (old) => (Array.isArray(old) ? [{ id: 'a', value: { text: 'a' }, savedAt: '2026-11-20T10:00:00.000Z' }] : []) })
    expect(kept.put(AGENT, 'x', { text: 'x' })).toBe(false)
    expect(kept.list(AGENT, NOW)).toEqual([])
    expect(window.localStorage.getItem(`portal.test-notes.${AGENT}`)).not.toBeNull()
    setItem.mockRestore()
    expect(kept.list(AGENT, NOW).map(({ id }) => id)).toEqual(['a'])
  })

  it('reads as empty when storage is turned off', () => {
    const turnedOff = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const kept = notes()
    expect(kept.list(AGENT, NOW)).toEqual([])
    expect(kept.get(AGENT, 'a', NOW)).toBeNull()
    expect(kept.put(AGENT, 'a', { text: 'a' })).toBe(false)
    expect(kept.remove(AGENT, 'a')).toBe(false)
    turnedOff.mockRestore()
  })
})

describe('records carried by a file', () => {
  it('exports the account’s records and imports them as stored ones are read: newer wins, unreadable and expired skipped, a refusal said', () => {
    const kept = notes()
    kept.put(AGENT, 'a', { text: 'here' }, '2026-11-20T10:00:00.000Z')
    expect(kept.exportRecords(AGENT, NOW)).toEqual([{ id: 'a', version: 2, savedAt: '2026-11-20T10:00:00.000Z', data: { text: 'here' } }])

    expect(kept.importRecord(AGENT, { id: 'a', version: 2, savedAt: '2026-11-21T10:00:00.000Z', data: { text: 'newer' } }, NOW)).toBe('replaced')
    expect(kept.get(AGENT, 'a', NOW)?.value).toEqual({ text: 'newer' })
    expect(kept.importRecord(AGENT, { id: 'a', version: 2, savedAt: '2026-11-19T10:00:00.000Z', data: { text: 'older' } }, NOW)).toBe('kept')
    expect(kept.importRecord(AGENT, { id: 'b', version: 2, savedAt: '2026-11-21T10:00:00.000Z', data: { text: 'new' } }, NOW)).toBe('added')
    expect(kept.importRecord(AGENT, { id: 'c', version: 2, savedAt: '2026-11-21T10:00:00.000Z', data: { words: 1 } }, NOW)).toBe('skipped')
    expect(kept.importRecord(AGENT, { id: 'd', version: 3, savedAt: '2026-11-21T10:00:00.000Z', data: { text: 'a newer portal' } }, NOW)).toBe('skipped')
    expect(kept.importRecord(AGENT, { id: 'e', version: 2, savedAt: '2026-09-01T10:00:00.000Z', data: { text: 'expired' } }, NOW)).toBe('skipped')
    expect(stored('c')).toBeNull()

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(kept.importRecord(AGENT, { id: 'f', version: 2, savedAt: '2026-11-21T10:00:00.000Z', data: { text: 'no room' } }, NOW)).toBe('not-stored')
  })
})
