// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeDecision, type ImportOutcome, type PortableRecord } from '../record-store'
import { importRecordsFile, readRecordsFile, recordsFileName, recordsFileOf, type PortableKind } from '../records-file'

const AGENT = 'Agent@BlueRidge.example'
const NOW = new Date('2026-11-26T10:00:00.000Z')

/** A kind over a map, merging with the store's own rule: what the file logic needs of a store, in Node. */
function memoryKind(label: string, prefix: string, here: Record<string, string> = {}): PortableKind & { here: Record<string, string> } {
  return {
    label,
    here,
    store: {
      prefix,
      exportRecords: () => Object.entries(here).map(([id, savedAt]) => ({ id, version: 1, savedAt, data: { id } })),
      importRecord: (_account, record: PortableRecord): ImportOutcome => {
        if (record.version !== 1) return 'skipped'
        const savedAt = here[record.id]
        const decision = mergeDecision(savedAt === undefined ? null : { savedAt }, record)
        if (decision === 'keep') return 'kept'
        here[record.id] = record.savedAt
        return decision === 'add' ? 'added' : 'replaced'
      },
    },
  }
}

describe('merging by key', () => {
  it('adds what is new, and of two copies the newer wins; a tie keeps this browser’s', () => {
    expect(mergeDecision(null, { savedAt: '2026-11-20T10:00:00.000Z' })).toBe('add')
    expect(mergeDecision({ savedAt: '2026-11-20T10:00:00.000Z' }, { savedAt: '2026-11-21T10:00:00.000Z' })).toBe('replace')
    expect(mergeDecision({ savedAt: '2026-11-21T10:00:00.000Z' }, { savedAt: '2026-11-20T10:00:00.000Z' })).toBe('keep')
    expect(mergeDecision({ savedAt: '2026-11-21T10:00:00.000Z' }, { savedAt: '2026-11-21T10:00:00.000Z' })).toBe('keep')
    // Instants are compared as instants, not as text.
    expect(mergeDecision({ savedAt: '2026-11-21T10:00:00.000Z' }, { savedAt: '2026-11-21T11:00:00+00:30' })).toBe('replace')
  })
})

describe('a records file', () => {
  it('carries every kind of the account, and merges into another browser counting what it added, replaced, kept and skipped', () => {
    const from = [
      memoryKind('receipts', 'portal.r', { 'BR-1/2': '2026-11-20T10:00:00.000Z', 'BR-1/3': '2026-11-22T10:00:00.000Z' }),
      memoryKind('drafts', 'portal.d', { a: '2026-11-25T10:00:00.000Z' }),
    ]
    const file = recordsFileOf(AGENT, from, NOW)
    expect(file).toMatchObject({ format: 'agency-portal-records', version: 1, account: 'agent@blueridge.example', exportedAt: NOW.toISOString() })

    const read = readRecordsFile(JSON.stringify(file), 'agent@blueridge.example')
    expect(read.ok).toBe(true)
    if (!read.ok) return
    const into = [
      memoryKind('receipts', 'portal.r', { 'BR-1/2': '2026-11-19T10:00:00.000Z', 'BR-1/3': '2026-11-23T10:00:00.000Z' }),
      memoryKind('drafts', 'portal.d'),
    ]
    const summary = importRecordsFile(read.file, AGENT, into, NOW)
    expect(summary.total).toEqual({ added: 1, replaced: 1, kept: 1, skipped: 0, 'not-stored': 0 })
    expect(summary.byKind).toEqual([
      { label: 'receipts', counts: { added: 0, replaced: 1, kept: 1, skipped: 0, 'not-stored': 0 } },
      { label: 'drafts', counts: { added: 1, replaced: 0, kept: 0, skipped: 0, 'not-stored': 0 } },
    ])
    expect(into[0]?.here['BR-1/2']).toBe('2026-11-20T10:00:00.000Z')
    expect(into[0]?.here['BR-1/3']).toBe('2026-11-23T10:00:00.000Z')
  })

  it('is imported twice with nothing new the second time', () => {
    const from = [memoryKind('drafts', 'portal.d', { a: '2026-11-25T10:00:00.000Z' })]
    const into = [memoryKind('drafts', 'portal.d')]
    const file = recordsFileOf(AGENT, from, NOW)
    expect(importRecordsFile(file, AGENT, into, NOW).total.added).toBe(1)
    expect(importRecordsFile(file, AGENT, into, NOW).total).toEqual({ added: 0, replaced: 0, kept: 1, skipped: 0, 'not-stored': 0 })
  })

  it('skips the records of a kind this portal does not know, and those its kind cannot read', () => {
    const file = recordsFileOf(AGENT, [memoryKind('old things', 'portal.gone', { x: '2026-11-25T10:00:00.000Z' })], NOW)
    file.kinds.push({ prefix: 'portal.d', records: [{ id: 'b', version: 9, savedAt: '2026-11-25T10:00:00.000Z', data: {} }] })
    const into = [memoryKind('drafts', 'portal.d')]
    expect(importRecordsFile(file, AGENT, into, NOW).total).toEqual({ added: 0, replaced: 0, kept: 0, skipped: 2, 'not-stored': 0 })
  })

  it('refuses another account’s file whole, naming the account, and a file that is not one', () => {
    const file = JSON.stringify(recordsFileOf('underwriter@summit.example', [memoryKind('drafts', 'portal.d', { a: '2026-11-25T10:00:00.000Z' })], NOW))
    expect(readRecordsFile(file, AGENT)).toEqual({ ok: false, problem: 'another-account', account: 'underwriter@summit.example' })
    expect(readRecordsFile('name,vin\nA,B', AGENT)).toEqual({ ok: false, problem: 'not-a-records-file' })
    expect(readRecordsFile(JSON.stringify({ format: 'agency-portal-records', version: 1, account: AGENT }), AGENT)).toEqual({
      ok: false,
      problem: 'not-a-records-file',
    })
    expect(readRecordsFile(JSON.stringify({ format: 'agency-portal-records', version: 2 }), AGENT)).toEqual({ ok: false, problem: 'newer-format' })
  })

  it('is named by the day it was written where it was written, without the account', () => {
    // Half past eleven at night where the person is: in UTC, the next day has begun in every US zone.
    expect(recordsFileName(new Date(2026, 10, 26, 23, 30))).toBe('portal-records-2026-11-26.json')
  })
})
