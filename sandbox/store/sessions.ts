import type { AccountSession, SandboxStore } from './types.ts'

/** One session per account: saving a new one replaces the old (section 5.4, only the latest token is valid). */
export function saveSession(store: SandboxStore, username: string, session: AccountSession): void {
  store.sessions.set(username, session)
}

export function findSession(store: SandboxStore, username: string): AccountSession | undefined {
  return store.sessions.get(username)
}

export function endSession(store: SandboxStore, username: string): void {
  store.sessions.delete(username)
}

/**
 * A reset goes back to the fixtures, and sessions are not fixtures (sandbox-fixtures.md, "POST
 * /__sandbox/reset"): the fresh store takes over who is signed in, so a client that signed in once and
 * resets before each test keeps working. A token stays good after a reset restored its account's password.
 */
export function withSessionsOf(previous: SandboxStore, fresh: SandboxStore): SandboxStore {
  return { ...fresh, sessions: previous.sessions }
}
