import type { PasswordResetTicket, SandboxStore } from './types.ts'

/** One reset ticket per account: a new request replaces the old code. */
export function savePasswordReset(store: SandboxStore, username: string, ticket: PasswordResetTicket): void {
  store.passwordResets.set(username, ticket)
}

export function findPasswordReset(store: SandboxStore, username: string): PasswordResetTicket | undefined {
  return store.passwordResets.get(username)
}

export function deletePasswordReset(store: SandboxStore, username: string): void {
  store.passwordResets.delete(username)
}
