import type { Page } from '@playwright/test'
import type { CancellationNotice } from '../../src/contract/cancel-approve.ts'
import { expect } from './fixtures.ts'
import { HOSTILE } from './hostile-content.ts'
import type { SandboxControl } from './sandbox-control.ts'

// For the hostile sweeps: the service's answers with every text hostile (ids, dates, enums and figures valid), through the sandbox's fault control.

/** A notice decision whose every text is hostile (2.8); no dates, so nothing to measure. */
const hostileNotice = (): CancellationNotice => {
  const reasons = { reason: HOSTILE.name, ground: HOSTILE.word, hold_reason: HOSTILE.name, stored_reason: HOSTILE.rtlName, approved_reason: HOSTILE.name }
  const history = { historical_source: HOSTILE.url, historical_justification: HOSTILE.paragraph }
  const rule = { phase: HOSTILE.name, state: HOSTILE.rtlName, date_role: HOSTILE.word, wc_action: HOSTILE.name, notice_minimum_required: true, floor_days: 10 }
  return { ...rule, ...reasons, ...history, held: false }
}

const answerApproval = (sandbox: SandboxControl, displayId: string, status: number, body: object) =>
  sandbox.injectFault({ method: 'POST', path: `/v1/submission/${displayId}/2/cancel-approve`, status, body })

/** Rule 8's receipt (500) for `displayId`, transaction 2. */
export const hostileReceipt = (sandbox: SandboxControl, displayId: string) => {
  const saved = { approval_saved: true, submission_number: displayId, transaction_id: 2, transportation_submission_id: 880006 }
  const noDates = { effective_date_transaction: null, effective_date_transaction_al: null, effective_date_transaction_wc: null }
  const continuation = { id: 5001, phase: HOSTILE.name, reason_code: HOSTILE.word }
  const receipt = { error: HOSTILE.paragraph, reason_code: 'cancellation_notice_continuation_review', submission_status: HOSTILE.rtlName }
  return answerApproval(sandbox, displayId, 500, { ...receipt, ...saved, ...noDates, notice_continuation: continuation, cancellation_notice: hostileNotice() })
}

/** Rule 6's hold (422) for `displayId`, transaction 2. */
export const hostileHold = (sandbox: SandboxControl, displayId: string) => {
  const errors = { effective_date_transaction: [HOSTILE.paragraph], [HOSTILE.name]: [HOSTILE.url] }
  const hold = { error: HOSTILE.paragraph, errors, reason_code: 'cancellation_notice_manual_review', cancellation_notice: { ...hostileNotice(), held: true } }
  return answerApproval(sandbox, displayId, 422, hold)
}

/** A business rule's refusal (400, section 7) of the next request to `path`, in hostile words. */
export const hostileRefusal = (sandbox: SandboxControl, method: string, path: string) =>
  sandbox.injectFault({ method, path, status: 400, body: { status: 'failed', error: HOSTILE.paragraph } })

/** A field validation (422) of the next quote: a field the wizard has and one it does not, in hostile words. */
export const hostileQuoteValidation = (sandbox: SandboxControl) => {
  const errors = { 'insuredInformation.legalName': [HOSTILE.paragraph], [`insuredInformation.${HOSTILE.name}`]: [HOSTILE.url] }
  return sandbox.injectFault({ method: 'POST', path: '/v1/quote', status: 422, body: { message: HOSTILE.paragraph, errors } })
}

/** The sandbox's own tax calculation for `request`, every label and assumption made hostile, as the answer to the next calculation. */
export async function hostileTaxAnswer(page: Page, sandbox: SandboxControl, request: Record<string, string>) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken ?? '')
  const response = await page.request.post('/v1/submission/tax-calculations', { data: request, headers: { AccessToken: token } })
  expect(response.status()).toBe(200)
  const answer = (await response.json()) as { data: { calculations: { label: string }[] }; meta: { assumptions: string[] } }
  answer.data.calculations.forEach((line, index) => (line.label = [HOSTILE.name, HOSTILE.rtlName, HOSTILE.url][index % 3]!))
  answer.meta.assumptions = [HOSTILE.paragraph, `To verify: ${HOSTILE.url}`]
  await sandbox.injectFault({ method: 'POST', path: '/v1/submission/tax-calculations', status: 200, body: answer })
}

/** FMCSA's census answering the next lookup with a carrier whose every text is hostile (every value a string, as Socrata answers). */
export const hostileCensus = (sandbox: SandboxControl) => {
  const carrier = { dot_number: '2874410', legal_name: HOSTILE.name, dba_name: HOSTILE.rtlName, power_units: '12' }
  const filing = { status_code: 'A', add_date: '20200101', mcs150_date: '20260101' }
  const address = { phy_street: HOSTILE.name, phy_city: HOSTILE.word, phy_state: 'NC', phy_zip: '28677' }
  const mailing = { carrier_mailing_street: HOSTILE.rtlName, carrier_mailing_city: HOSTILE.word, carrier_mailing_state: 'NC', carrier_mailing_zip: '28677' }
  return sandbox.injectFault({ method: 'GET', path: '/resource/az4n-8mr2.json', status: 200, body: [{ ...carrier, ...filing, ...address, ...mailing }] })
}
