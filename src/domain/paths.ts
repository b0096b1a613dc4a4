import { hrefOf } from './screens.ts'

/**
 * The address of every screen, declared once, by the id of the rest of its declaration
 * (src/features/<feature>/screens.ts, ADR 0097): here, below the features, so that a link from any
 * feature builds its address from the same line (a feature may not import another's declarations, ADR
 * 0061); src/app/all-screens.ts joins each to its screen, and refuses an id here without a screen or a
 * screen without a line (ADR 0150). A `:name` is filled by `hrefOf`.
 */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  newIndication: '/indications/new',
  newQuote: '/quotes/new',
  quoteResult: '/quotes/:submissionNumber',
  indicationResult: '/indications/:submissionNumber',
  workspace: '/submissions',
  submission: '/submissions/:displayId/:transactionId',
  addDriver: '/submissions/:displayId/:transactionId/drivers/new',
  addTrailer: '/submissions/:displayId/:transactionId/trailers/new',
  updateVehicle: '/submissions/:displayId/:transactionId/vehicles/update',
  endorse: '/submissions/:displayId/:transactionId/from-a-spreadsheet',
  cancelApprove: '/submissions/:displayId/:transactionId/cancel-approve',
  approveSeveral: '/cancellations/approve-several',
  noteLookup: '/notes',
  note: '/submissions/:displayId/notes/:noteId',
  taxCalculator: '/tax-calculator',
  webhooks: '/webhooks',
  newWebhook: '/webhooks/new',
  editWebhook: '/webhooks/:id/edit',
  webhookEvents: '/webhooks/events',
  webhookVerifier: '/webhooks/verify',
  sandboxConsole: '/sandbox',
  records: '/records',
  notFound: '*',
} as const

/** Only same-origin paths are followed after sign-in: no `//host` or `https:` open redirects. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return paths.home
  return candidate
}

export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === paths.home) return paths.signIn
  return `${paths.signIn}?${new URLSearchParams({ next: returnTo }).toString()}`
}

/**
 * A quote's or indication's result page, from the list of recent ones kept in the browser: the newest
 * result of that number, or, with `receivedAt`, the one received then (a sandbox reset reuses numbers;
 * docs/decisions/0143-a-kept-result-keyed-by-its-receipt.md).
 */
export const quoteResultPath = (submissionNumber: string, receivedAt?: string): string =>
  `${hrefOf(paths.quoteResult, { submissionNumber })}${receivedSearch(receivedAt)}`

export const indicationResultPath = (submissionNumber: string, receivedAt?: string): string =>
  `${hrefOf(paths.indicationResult, { submissionNumber })}${receivedSearch(receivedAt)}`

const receivedSearch = (receivedAt: string | undefined) => (receivedAt ? `?${new URLSearchParams({ received: receivedAt }).toString()}` : '')

/** The page of one kept result, whichever its kind. */
export const resultPathOf = ({ kind, submissionNumber, receivedAt }: { kind: 'quote' | 'indication'; submissionNumber: string; receivedAt: string }) =>
  (kind === 'quote' ? quoteResultPath : indicationResultPath)(submissionNumber, receivedAt)

/** A submission's page in the workspace: its actions and what this browser kept of it. */
export const submissionPath = (displayId: string, transactionId: number | string): string => hrefOf(paths.submission, { displayId, transactionId })

/** Approving the pending cancellation endorsement that is this transaction (section 4.7). */
export const cancelApprovePath = (displayId: string, transactionId: number | string): string => hrefOf(paths.cancelApprove, { displayId, transactionId })

/** Changing a webhook subscription's URL and event types. */
export const webhookEditPath = (id: number): string => hrefOf(paths.editWebhook, { id })

export const notePath = (displayId: string, noteId: string): string => hrefOf(paths.note, { displayId, noteId })
