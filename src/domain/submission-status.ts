import type { PartnerStatus } from '../contract/webhooks.ts'

const NAMES: Record<PartnerStatus, string> = {
  1: 'Bound',
  2: 'Requested Bind',
  5: 'Pending Cancellation',
  6: 'Canceled',
  10: 'Not Taken Up',
}

/** A submission's status in words with its code (section 2.2): "Pending Cancellation (5)"; a textual one ("Quoted") as it is. */
export function submissionStatusLabel(status: number | string): string {
  if (typeof status === 'string') return status
  return Object.hasOwn(NAMES, status) ? `${NAMES[status as PartnerStatus]} (${status})` : `Status ${status}`
}
