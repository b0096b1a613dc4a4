import { authenticate, sessionFromTokens } from './authenticate'
import { saveSession } from './session-store'

export async function signIn(username: string, password: string): Promise<void> {
  const normalized = username.trim().toLowerCase()
  const tokens = await authenticate({ username: normalized, password })
  saveSession(sessionFromTokens(normalized, tokens))
}
