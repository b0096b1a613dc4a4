import type { Account, SandboxStore } from './types.ts'

/** Usernames are stored lower-cased; callers lower-case what a person typed. */
export function findAccount(store: SandboxStore, username: string): Account | undefined {
  return store.accounts.get(username)
}

export function agencyNameOf(store: SandboxStore, companyId: number): string | undefined {
  return [...store.accounts.values()].find((account) => account.companyId === companyId)?.agencyName
}

export function allAccounts(store: SandboxStore): Account[] {
  return [...store.accounts.values()]
}
