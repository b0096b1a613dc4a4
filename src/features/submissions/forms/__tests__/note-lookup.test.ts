import { describe, expect, it } from 'vitest'
import { noteLookupSchema, readNoteId } from '../note-lookup'

describe('a note id as a person types it', () => {
  it('is read as the notification writes it: n1001 is N-1001, as br-10001 is BR-10001 (issue 39)', () => {
    expect(readNoteId(' n1001 ')).toBe('N-1001')
    expect(readNoteId('n-1001')).toBe('N-1001')
    expect(readNoteId('N-1001')).toBe('N-1001')
    // Anything else is left as typed (but for its case): the service decides what it names.
    expect(readNoteId('note 7')).toBe('NOTE 7')
    expect(noteLookupSchema.parse({ displayId: 'br-10001', noteId: 'n1001' })).toEqual({ displayId: 'BR-10001', noteId: 'N-1001' })
  })
})
