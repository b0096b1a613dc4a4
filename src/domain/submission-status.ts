import type { PartnerStatus } from '../contract/webhooks.ts'

const NAMES: Record<PartnerStatus, string> = {
  1: 'Bound',
  2: 'Requested Bind',
  5: 'Pending Cancellation',
  6: 'Canceled',
  10: 'Not Taken Up',
}

/**
 * A submission's status in words (section 2.2): "Pending Cancellation", never its code in a sentence
 * (issue 39; the payload shows the code); a textual one ("Quoted") as it is. A code this portal has no
 * name for (a later service's) is all there is to say of it.
 */
export function submissionStatusLabel(status: number | string): string {
  if (typeof status === 'string') return status
  return Object.hasOwn(NAMES, status) ? NAMES[status as PartnerStatus] : `a status this portal has no name for, numbered ${status}`
}
