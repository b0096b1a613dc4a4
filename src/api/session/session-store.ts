import { parseJson, readStored, writeStored } from '@/generic/storage'
import { createStore } from '@/generic/store'
import { announce, onAnnouncement } from './tab-channel'

/**
 * The token pair, shared by every tab of the origin (docs/decisions/0001-token-storage.md): only the
 * latest issued token is valid, so tabs cannot each hold their own. Read as each request leaves, never cached
 * past a change. A browser that refuses to store it (storage full or turned off) keeps it in this tab
 * only, in memory, until the tab closes or reloads; the layout says so (ADR 0055).
 */
const STORAGE_KEY = 'portal.session'

export interface Session {
  username: string
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds, by this browser's clock, when the access token expires. */
  expiresAt: number
}

/**
 * What this portal wrote, read back by hand rather than with a schema: every page's first load reads
 * the session, and zod loads only with the first request (docs/decisions/0032-first-load-without-the-api-layer.md).
 */
function readSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null
  const { username, accessToken, refreshToken, expiresAt } = value as Record<keyof Session, unknown>
  if (typeof username !== 'string' || typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expiresAt !== 'number') {
    return null
  }
  return { username, accessToken, refreshToken, expiresAt }
}

export type SessionEndReason = 'signed-out' | 'expired'
export type SessionEvent = { type: 'changed' } | { type: 'ended'; reason: SessionEndReason }

/** The session of a browser that would not store it; null while the stored one is the session. */
let tabSession: Session | null = null
let cachedRaw: string | null = null
let cachedSession: Session | null = null
let lastEndReason: SessionEndReason | null = null
/** The account of the latest session this tab saw, kept after it ends (the sign-in page names it). */
let lastAccount: string | null = null
/** The latest change, each a new object, so that every one reaches the listeners. */
const latestEvent = createStore<SessionEvent>({ type: 'changed' })

function notify(event: SessionEvent) {
  if (event.type === 'ended') lastEndReason = event.reason
  latestEvent.set(event)
}

export function getSession(): Session | null {
  if (tabSession) return tabSession
  const raw = readStored(STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedSession = readSession(parseJson(raw))
    lastAccount = cachedSession?.username ?? lastAccount
  }
  return cachedSession
}

/** Why the last session ended, and whose it was, so the sign-in page can say so. */
export function lastSessionEndReason(): SessionEndReason | null {
  return lastEndReason
}

export const lastSessionAccount = (): string | null => lastAccount

/** True while the session lives in this tab only: the browser refused to store it. */
export const sessionLivesInTab = (): boolean => tabSession !== null

export function saveSession(session: Session): void {
  const stored = writeStored(STORAGE_KEY, JSON.stringify(session))
  // A full storage still removes: no older session stays behind to be read after this tab's ends.
  if (!stored) writeStored(STORAGE_KEY, null)
  tabSession = stored ? null : { ...session }
  lastAccount = session.username
  lastEndReason = null
  announce({ type: 'tokens-changed' })
  notify({ type: 'changed' })
}

/** Ends the session in this tab and every other; a second call finds nothing to end and does nothing. */
export function endSession(reason: SessionEndReason): void {
  if (!getSession()) return
  tabSession = null
  writeStored(STORAGE_KEY, null)
  announce({ type: 'signed-out', reason })
  notify({ type: 'ended', reason })
}

/** The contract has no sign-out call: the tokens are forgotten here and in every tab. */
export function signOut(): void {
  endSession('signed-out')
}

export function subscribeSession(listener: (event: SessionEvent) => void): () => void {
  return latestEvent.subscribe(() => listener(latestEvent.get()))
}

let announcedEndReason: SessionEndReason = 'signed-out'

onAnnouncement((message) => {
  if (message.type === 'tokens-changed') notify({ type: 'changed' })
  else {
    // Signing out anywhere signs out here too, a session kept in this tab only included.
    tabSession = null
    announcedEndReason = message.reason
    notify({ type: 'ended', reason: message.reason })
  }
})

// The channel can outrun this tab's copy of localStorage; the storage event says the copy now holds
// the other tab's write, so listeners read it again (a tab would otherwise keep showing a session
// that another tab has ended).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    // Another tab stored a newer session: its sign-in ended this tab's own tokens (ADR 0001).
    if (event.newValue !== null) tabSession = null
    notify(getSession() ? { type: 'changed' } : { type: 'ended', reason: announcedEndReason })
  })
}
