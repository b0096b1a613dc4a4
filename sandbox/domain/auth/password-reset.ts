import { passwordProblems, type PasswordResetConfirm } from '../../../src/contract/password-reset.ts'
import type { Sandbox } from '../../sandbox.ts'
import { findAccount } from '../../store/accounts.ts'
import { sendEmail } from '../../store/outbox.ts'
import { deletePasswordReset, findPasswordReset, savePasswordReset } from '../../store/password-resets.ts'
import { digestsMatch, digest, hashSecret, randomDigits } from './secrets.ts'
import { revokeTokens } from './tokens.ts'

/** Like the identity provider's codes: six digits, one hour, single use, five wrong tries void it. */
const RESET_CODE_DIGITS = 6
const RESET_LIFETIME_MS = 3_600_000
const RESET_ATTEMPTS = 5

/** Sends a code when the account exists; says nothing either way, so callers cannot probe accounts. */
export function startPasswordReset(sandbox: Sandbox, username: string): void {
  const account = findAccount(sandbox.store, username)
  if (!account) return
  const now = sandbox.clock.now()
  const code = randomDigits(RESET_CODE_DIGITS)
  savePasswordReset(sandbox.store, account.username, {
    tokenHash: digest(code),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    attemptsLeft: RESET_ATTEMPTS,
  })
  sendEmail(sandbox.store, {
    to: account.username,
    subject: 'Your password reset code',
    body: [
      `Someone asked to reset the password of ${account.username} (${account.agencyName}).`,
      `Your reset code is ${code}. It works once and expires in one hour.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
    sent_at: now.toISOString(),
    reset_token: code,
  })
}

export type PasswordResetOutcome = { ok: true } | { ok: false; reason: 'weak-password'; problems: string[] } | { ok: false; reason: 'invalid-token' }

export function completePasswordReset(sandbox: Sandbox, request: PasswordResetConfirm): PasswordResetOutcome {
  const problems = passwordProblems(request.new_password, request.username)
  if (problems.length > 0) return { ok: false, reason: 'weak-password', problems }

  const account = findAccount(sandbox.store, request.username)
  const ticket = account && findPasswordReset(sandbox.store, account.username)
  if (!account || !ticket || ticket.expiresAt <= sandbox.clock.now()) return { ok: false, reason: 'invalid-token' }
  if (!digestsMatch(request.reset_token, ticket.tokenHash)) {
    ticket.attemptsLeft -= 1
    if (ticket.attemptsLeft <= 0) deletePasswordReset(sandbox.store, account.username)
    return { ok: false, reason: 'invalid-token' }
  }
  deletePasswordReset(sandbox.store, account.username)
  account.passwordHash = hashSecret(request.new_password)
  revokeTokens(sandbox, account)
  return { ok: true }
}
