import { ownedSubmission } from './submissions.ts'
import type { Note, SandboxStore } from './types.ts'

/** A note of the submission named, when the caller's agency owns that submission (section 4.9). */
export function noteOnOwnedSubmission(store: SandboxStore, companyId: number, displayId: string, noteId: string): Note | undefined {
  const note = store.notes.get(noteId)
  return note?.displayId === displayId && ownedSubmission(store, companyId, displayId) ? note : undefined
}

export function addNote(store: SandboxStore, note: Note): void {
  store.notes.set(note.noteId, note)
}
