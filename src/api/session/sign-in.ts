import { authenticate, sessionFromTokens } from './authenticate'
import { endSession, saveSession } from './session-store'

export async function signIn(username: string, password: string): Promise<void> {
  const normalized = username.trim().toLowerCase()
  const tokens = await authenticate({ username: normalized, password })
  saveSession(sessionFromTokens(normalized, tokens))
}

/** The contract has no sign-out call: the tokens are forgotten here and in every tab. */
export function signOut(): void {
  endSession('signed-out')
}
