import type { NOTICE_GROUNDS } from '../../../src/contract/cancel-approve.ts'

export type NoticeGround = (typeof NOTICE_GROUNDS)[number]

/**
 * The ground a notice minimum is measured by (rule 4): only non-payment reasons, non-payment; only
 * insured requests on the whole policy, an insured request (no minimum); anything else (underwriting,
 * an unknown code, a mix, a partial cancellation) the conservative `other`.
 */
export function groundOf(reasons: readonly string[], wholePolicy: boolean): NoticeGround {
  const only = (code: string) => reasons.length > 0 && reasons.every((reason) => reason === code)
  if (only('non_payment')) return 'non_payment'
  if (only('insured_broker_request') && wholePolicy) return 'insured_broker_request'
  return 'other'
}
