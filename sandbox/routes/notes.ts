import { Hono } from 'hono'
import type { PublicReplyNote } from '../../src/contract/notes.ts'
import type { SandboxEnv } from '../http/env.ts'
import { requireAccount } from '../http/require-account.ts'
import { businessRuleError } from '../http/responses.ts'
import type { Sandbox } from '../sandbox.ts'
import { noteOnOwnedSubmission } from '../store/notes.ts'

/** One message for unknown, internal and foreign notes, so the 404s are identical byte for byte. */
const NOTE_NOT_FOUND = 'Note not found.'

export function notesRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>()
  routes.get('/submission/:displayId/notes/:noteId', requireAccount(sandbox), (c) => {
    const { displayId, noteId } = c.req.param()
    const note = noteOnOwnedSubmission(sandbox.store, c.var.account.companyId, displayId, noteId)
    if (note?.kind !== 'public_reply') return businessRuleError(c, 404, NOTE_NOT_FOUND)
    const body: PublicReplyNote = { note_id: note.noteId, display_id: note.displayId, body: note.body, occurred_at: note.occurredAt }
    return c.json(body)
  })
  return routes
}
