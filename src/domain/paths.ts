import { firstLoadPaths } from './first-load-paths.ts'

export { safeReturnPath, signInPath } from './first-load-paths.ts'

/**
 * The addresses one screen links to another by, so a feature can link to another without importing it;
 * each lands on a declared screen (src/app/__tests__/screen-declarations.test.ts). The first load's own
 * are in first-load-paths.ts.
 */
export const paths = {
  ...firstLoadPaths,
  resetPassword: '/reset-password',
  notes: '/notes',
  taxCalculator: '/tax-calculator',
  newQuote: '/quotes/new',
  newIndication: '/indications/new',
  workspace: '/submissions',
  webhooks: '/webhooks',
  newWebhook: '/webhooks/new',
  webhookEvents: '/webhooks/events',
  webhookVerifier: '/webhooks/verify',
  records: '/records',
  approveSeveral: '/cancellations/approve-several',
} as const

/**
 * A quote's or indication's result page, from the list of recent ones kept in the browser: the newest
 * result of that number, or, with `receivedAt`, the one received then (a sandbox reset reuses numbers;
 * docs/decisions/0143-a-kept-result-keyed-by-its-receipt.md).
 */
export function quoteResultPath(submissionNumber: string, receivedAt?: string): string {
  return `/quotes/${encodeURIComponent(submissionNumber)}${receivedSearch(receivedAt)}`
}

export function indicationResultPath(submissionNumber: string, receivedAt?: string): string {
  return `/indications/${encodeURIComponent(submissionNumber)}${receivedSearch(receivedAt)}`
}

const receivedSearch = (receivedAt: string | undefined) => (receivedAt ? `?${new URLSearchParams({ received: receivedAt }).toString()}` : '')

/** The page of one kept result, whichever its kind. */
export const resultPathOf = ({ kind, submissionNumber, receivedAt }: { kind: 'quote' | 'indication'; submissionNumber: string; receivedAt: string }) =>
  (kind === 'quote' ? quoteResultPath : indicationResultPath)(submissionNumber, receivedAt)

/** A submission's page in the workspace: its actions and what this browser kept of it. */
export function submissionPath(displayId: string, transactionId: number | string): string {
  return `/submissions/${encodeURIComponent(displayId)}/${encodeURIComponent(String(transactionId))}`
}

/** Approving the pending cancellation endorsement that is this transaction (section 4.7). */
export function cancelApprovePath(displayId: string, transactionId: number | string): string {
  return `${submissionPath(displayId, transactionId)}/cancel-approve`
}

/** Changing a webhook subscription's URL and event types. */
export function webhookEditPath(id: number): string {
  return `${paths.webhooks}/${id}/edit`
}

export function notePath(displayId: string, noteId: string): string {
  return `/submissions/${encodeURIComponent(displayId)}/notes/${encodeURIComponent(noteId)}`
}
