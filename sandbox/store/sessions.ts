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
