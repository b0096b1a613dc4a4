/** Every route's path in one place, so a feature can link to another without importing it. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  sandboxConsole: '/sandbox',
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

/** Only same-origin paths are followed after sign-in: no `//host` or `https:` open redirects. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return paths.home
  }
  return candidate
}

export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === paths.home) return paths.signIn
  return `${paths.signIn}?${new URLSearchParams({ next: returnTo }).toString()}`
}

/** A quote's or indication's result page, from the list of recent ones kept in the browser. */
export function quoteResultPath(submissionNumber: string): string {
  return `/quotes/${encodeURIComponent(submissionNumber)}`
}

export function indicationResultPath(submissionNumber: string): string {
  return `/indications/${encodeURIComponent(submissionNumber)}`
}

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
