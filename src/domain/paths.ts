import { hrefOf } from './screens.ts'

/**
 * Every screen's address by its id, from the screens' declarations alone (ADR 0169): each feature's
 * `screens.ts` adds its own to this interface (`PathsOf`), and src/app/all-screens.ts fills `paths` as the
 * portal starts, before anything renders. Here, below the features, so that a link from any feature reads
 * the same address (a feature imports no other, ADR 0061). A `:name` is filled by `hrefOf`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, feature by feature
export interface ScreenPaths {}

export const paths = {} as ScreenPaths

/** Called once, by src/app/all-screens.ts. */
export function learnScreenPaths(declared: ScreenPaths): void {
  Object.assign(paths, declared)
}

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
