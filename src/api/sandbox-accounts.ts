import { publicApiRequest } from './client'
import { sandboxAccountsSchema, type SandboxAccount } from '../contract/sandbox-accounts'

/** GET /__sandbox/accounts: asked only once the sandbox answered its info call (a real API has no such path). */
export async function fetchSandboxAccounts(): Promise<SandboxAccount[]> {
  const { accounts } = await publicApiRequest({ method: 'GET', base: 'sandbox-control', path: '/accounts', responseSchema: sandboxAccountsSchema })
  return accounts
}
