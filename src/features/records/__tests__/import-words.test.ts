// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { importSentence, kindCounts } from '../import-words'

const counts = (partial: Partial<Record<'added' | 'replaced' | 'kept' | 'skipped' | 'not-stored', number>>) => ({
  added: 0,
  replaced: 0,
  kept: 0,
  skipped: 0,
  'not-stored': 0,
  ...partial,
})

describe('what an import says', () => {
  it('names what it added, replaced, kept and skipped, leaving out what did not happen', () => {
    expect(importSentence(counts({ added: 3, replaced: 1, kept: 2, skipped: 1 }))).toBe(
      'Added 3 records this browser did not have, replaced 1 older copy with the file’s newer one, kept 2 records this browser already had in the same or a newer copy and skipped 1 record that could not be read (expired, or made by another version of the portal).',
    )
    expect(importSentence(counts({ kept: 1 }))).toBe('Kept 1 record this browser already had in the same or a newer copy.')
    expect(importSentence(counts({}))).toBe('The file holds no records: nothing changed.')
    expect(importSentence(counts({ 'not-stored': 2 }))).toBeNull()
    expect(kindCounts(counts({ added: 2, 'not-stored': 1 }))).toBe('2 added, 1 not stored')
  })
})
