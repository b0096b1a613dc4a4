import { addDays } from '../../src/generic/dates.ts'
import { AGENT, frozenClock, startSandbox } from './harness.ts'

/** Tests run on a fixed day: the fixtures' dates are `TODAY` plus the days sandbox-fixtures.md names. */
export const TODAY = '2027-03-10'
export const NOW = new Date(`${TODAY}T15:00:00Z`)
export const inDays = (days: number) => addDays(TODAY, days)

export const approvePath = (displayId: string, transactionId: number | string = 2) => `/v1/submission/${displayId}/${transactionId}/cancel-approve`

/** A sandbox reset on TODAY, with accounts signed in and a call that approves as each of them. */
export async function cancelApproveSession(...usernames: string[]) {
  return approvalSessionDaysLater(0, ...usernames)
}

/** Reset on TODAY, approved `days` later (signed in then, since tokens expire by the sandbox clock). */
export async function approvalSessionDaysLater(days: number, ...usernames: string[]) {
  const started = startSandbox({ clock: frozenClock(NOW) })
  started.sandbox.clock.advance(days * 86_400)
  const names = usernames.length > 0 ? usernames : [AGENT]
  const tokens = new Map<string, string>()
  for (const username of names) tokens.set(username, (await started.signIn(username)).AccessToken)
  const approveAs = (username: string, displayId: string, body?: unknown, transactionId: number | string = 2) =>
    started.callAs(tokens.get(username)!, 'POST', approvePath(displayId, transactionId), body)
  return {
    ...started,
    approveAs,
    approve: (displayId: string, body?: unknown, transactionId?: number | string) => approveAs(names[0]!, displayId, body, transactionId),
  }
}
