import { addDays, toIsoDate } from '../../../src/generic/dates.ts'
import type { OperationId } from '../../../src/contract/operations.ts'
import { expectAnswer, noSecret, quoted, type Probe } from '../compare.ts'
import type { CheckOptions } from '../options.ts'
import { sampleDriver } from '../samples.ts'
import type { Session } from './session.ts'

/**
 * What can be asked without changing anything: the subscriptions, a note, the tax calculator (stateless),
 * invalid bodies (a 422 creates nothing) and calls on ids that do not exist (a 404 changes nothing).
 */

/** A display id and transaction no agency has: its calls can only answer 404. */
const NOBODYS = '/submission/CHECKAPI-404/999999999'
const NOBODYS_SUBSCRIPTION = '999999999'

/** The same 404 for another agency's id as for an id nobody has (sections 2 and 4.9): the answer says nothing of what exists. */
async function sameAsUnknown(probe: Probe, operation: OperationId, method: string, unknownPath: string, foreignPath: string, token: string, body?: unknown) {
  const unknown = await probe.call({ method, path: unknownPath, token, body })
  const foreign = await probe.call({ method, path: foreignPath, token, body })
  probe.log.checked.push(`${method} ${foreignPath}: the same answer as for an id nobody has`)
  if (!unknown || !foreign || (unknown.status === foreign.status && unknown.text === foreign.text)) return
  probe.log.findings.push({
    operation,
    request: `${method} ${foreignPath}`,
    difference: `Another agency's id gets ${foreign.status} ${quoted(probe, foreign)}, an id nobody has ${unknown.status} ${quoted(probe, unknown)}: the answers tell them apart. The portal shows one message for both.`,
  })
}

export async function checkReads(probe: Probe, { token }: Session, options: CheckOptions) {
  const list = await expectAnswer(probe, { operation: 'listWebhookSubscriptions', call: { method: 'GET', path: '/webhook-subscriptions', token }, status: 200 })
  noSecret(probe, 'listWebhookSubscriptions', 'GET /webhook-subscriptions', list)
  const first = Array.isArray(list?.json) ? (list.json[0] as { id?: unknown } | undefined) : undefined
  if (first?.id !== undefined) {
    const path = `/webhook-subscriptions/${String(first.id)}`
    noSecret(
      probe,
      'showWebhookSubscription',
      `GET ${path}`,
      await expectAnswer(probe, { operation: 'showWebhookSubscription', call: { method: 'GET', path, token }, status: 200 }),
    )
  } else probe.log.skipped.push('GET /webhook-subscriptions/{id}: the account has no subscription to show')
  const unknownSubscription = `/webhook-subscriptions/${NOBODYS_SUBSCRIPTION}`
  await expectAnswer(probe, { operation: 'showWebhookSubscription', call: { method: 'GET', path: unknownSubscription, token }, status: 404 })
  if (options.foreignSubscription) {
    await sameAsUnknown(probe, 'showWebhookSubscription', 'GET', unknownSubscription, `/webhook-subscriptions/${options.foreignSubscription}`, token)
  } else probe.log.skipped.push('another agency’s subscription: name one with --foreign-subscription')

  const unknownNote = '/submission/CHECKAPI-404/notes/N-0'
  await expectAnswer(probe, { operation: 'readPublicReplyNote', call: { method: 'GET', path: unknownNote, token }, status: 404 })
  if (options.note) {
    await expectAnswer(probe, { operation: 'readPublicReplyNote', call: { method: 'GET', path: `/submission/${options.note}`, token }, status: 200 })
  } else probe.log.skipped.push('reading a public reply: name one with --note DISPLAY_ID/notes/NOTE_ID')
  if (options.foreignNote) await sameAsUnknown(probe, 'readPublicReplyNote', 'GET', unknownNote, `/submission/${options.foreignNote}`, token)
  else probe.log.skipped.push('another agency’s note: name one with --foreign-note')

  // Calls on a transaction nobody has: each can only be refused, so nothing changes.
  for (const [operation, method, tail, body] of [
    ['addDriver', 'POST', '/driver', sampleDriver()],
    ['approveCancellation', 'POST', '/cancel-approve', {}],
  ] as const) {
    await expectAnswer(probe, { operation, call: { method, path: `${NOBODYS}${tail}`, token, body }, status: 404 })
    if (options.foreignSubmission)
      await sameAsUnknown(probe, operation, method, `${NOBODYS}${tail}`, `/submission/${options.foreignSubmission}${tail}`, token, body)
  }
  if (!options.foreignSubmission) probe.log.skipped.push('another agency’s submission: name one with --foreign-submission DISPLAY_ID/TRANSACTION_ID')

  await expectAnswer(probe, {
    operation: 'requestQuote',
    call: { method: 'POST', path: '/quote', token, body: {} },
    status: 422,
    because: 'The wizard puts each 422 message on its field.',
  })
  await expectAnswer(probe, { operation: 'calculateTaxes', call: { method: 'POST', path: '/submission/tax-calculations', token, body: {} }, status: 422 })
  await expectAnswer(probe, {
    operation: 'calculateTaxes',
    call: { method: 'POST', path: '/submission/tax-calculations', token, body: taxRequest() },
    status: 200,
  })
  if (options.rateLimit) await checkRateLimit(probe, token)
  else probe.log.skipped.push('the rate limit’s answer: --rate-limit sends tax calculations until a 429 (at most 300)')
}

function taxRequest() {
  return {
    state: 'TX',
    effective_date: addDays(toIsoDate(new Date()), 14),
    quote_created_at: new Date().toISOString(),
    coverage_type: 'AL',
    premium: '12500.00',
    policy_fee: '150.00',
    underwriting_fee: '0.00',
  }
}

/** Tax calculations in one quote scope until a 429, which must say when to try again (section 8). */
async function checkRateLimit(probe: Probe, token: string) {
  const body = taxRequest()
  for (let sent = 0; sent < 300; sent += 1) {
    const answer = await probe.call({ method: 'POST', path: '/submission/tax-calculations', token, body })
    if (answer?.status !== 429) continue
    const request = 'POST /submission/tax-calculations (until a 429)'
    probe.log.checked.push(`${request}: 429 after ${sent} calculations`)
    if (!/^\d+$/.test(answer.headers.get('Retry-After') ?? '')) {
      const difference = 'The 429 has no Retry-After in whole seconds: the portal then waits 1 second, doubling, which may ask again too soon.'
      probe.log.findings.push({ operation: 'calculateTaxes', request, difference })
    }
    return
  }
  probe.log.skipped.push('the rate limit’s answer: no 429 within 300 tax calculations')
}
