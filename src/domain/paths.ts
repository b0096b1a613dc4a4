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

/** What a quote result hands to the tax calculator; every field optional. */
export interface TaxCalculatorPrefill {
  state?: string
  /** `YYYY-MM-DD` */
  effectiveDate?: string
  coverageType?: string
  /** A decimal string, e.g. `12500.00` */
  premium?: string
  /**
   * The insurer's fees of a quote: what its total cost adds to its premium less the broker fee the request
   * carried, as a decimal string: the calculator's policy fee (ADR 0052).
   */
  insurerFees?: string
  /** The broker fee left out of those fees: the calculator names it, having no input for it. */
  brokerFee?: string
  /** RFC 3339: when the quote was created (some states' fees depend on it). */
  quoteCreatedAt?: string
}

/** The calculator's address with its fields filled in, as query parameters (no secrets in them). */
export function taxCalculatorPath(prefill: TaxCalculatorPrefill = {}): string {
  const query = new URLSearchParams()
  if (prefill.state) query.set('state', prefill.state)
  if (prefill.effectiveDate) query.set('effective_date', prefill.effectiveDate)
  if (prefill.coverageType) query.set('coverage_type', prefill.coverageType)
  if (prefill.premium) query.set('premium', prefill.premium)
  if (prefill.insurerFees) query.set('insurer_fees', prefill.insurerFees)
  if (prefill.brokerFee) query.set('broker_fee', prefill.brokerFee)
  if (prefill.quoteCreatedAt) query.set('quote_created_at', prefill.quoteCreatedAt)
  const search = query.toString()
  return search ? `${paths.taxCalculator}?${search}` : paths.taxCalculator
}
