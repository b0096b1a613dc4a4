import type { OperationId } from '../../src/contract/operations.ts'

/**
 * The document's words: what each operation does, what each answer means, and, where the contract
 * says "not shown", what this project decided, with a link to the section of docs/api-assumptions.md
 * that says why. The machine facts (paths, statuses, schemas) are in src/contract/operations.ts.
 */

/** The headings of docs/api-assumptions.md that the document links (a unit test checks each exists). */
export const ASSUMPTIONS = {
  authentication: 'Authentication (sections 4.1 and 5)',
  passwordReset: 'Password reset (sections 4.1 and 5.7)',
  errors: 'Errors and routes (section 7)',
  notes: 'Public reply notes (sections 2.10 and 4.9)',
  rateLimits: 'Rate limits (section 8)',
  quote: 'Quote and indication (sections 2.7 and 4.2)',
  taxes: 'Tax calculation (sections 2.6 and 4.3)',
  edits: 'Submission edits (sections 2.3 to 2.5, 4.4 to 4.6)',
  approval: 'Cancellation approval (sections 2.8, 3, 4.7 and 7)',
  webhooks: 'Webhooks (sections 2.9, 3, 4.8 and 6)',
  document: 'The OpenAPI document and the check of a real API (issue 34)',
} as const
export type AssumptionsSection = keyof typeof ASSUMPTIONS

/** GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
export const headingAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replaceAll(' ', '-')

/** A link from docs/openapi.json to its sibling docs/api-assumptions.md. */
export const decided = (section: AssumptionsSection) =>
  `[docs/api-assumptions.md, “${ASSUMPTIONS[section]}”](api-assumptions.md#${headingAnchor(ASSUMPTIONS[section])})`

export const INFO_DESCRIPTION = [
  `The submission API of commercial trucking insurance, as the Agency Portal holds it: generated from the zod schemas of \`src/contract/\` that the portal, its sandbox and its forms share (\`npm run openapi\`), so it cannot drift from what they check. How it is made, checked and served: ${decided('document')}`,
  '',
  'Sections (“section 4.7”, “rule 5”) name the sections of the contract the portal was built against. Where the contract says “not shown”, this document says what the project decided and links the reason in `docs/api-assumptions.md`. Every rule the service applies that JSON Schema can say is in the schemas; the rest (a sum of percentages, a date measured from today, a rule of the account) is listed in each operation’s description under “Also checked, beyond the schema”, and the service answers it with a 422 that names the field.',
  '',
  `Text is described as it should be sent: the service trims it (and writes VINs in capitals) before its checks, so it also accepts surrounding white space. Texts of at most 200 characters count UTF-16 code units, as JavaScript does: a character beyond the Basic Multilingual Plane (most emoji) counts twice there, where JSON Schema’s \`maxLength\` counts it once (cancel-approve’s texts count characters). ${decided('document')}`,
  '',
  `Errors come in the formats of section 7, one schema each: field validation (422), business rule (400, 404), authentication (\`{Error}\`), a webhook subscription not found (\`{error}\`), and cancel-approve's own (403, 409, the 422 hold, the 500 receipt). ${decided('errors')}`,
].join('\n')

export const ACCESS_TOKEN_DESCRIPTION =
  'The access token of `POST /authentication`, in the header named exactly `AccessToken`: no `Bearer` prefix, no `Authorization` header (section 5). It lives `ExpiresIn` seconds (3600); each authentication call ends the tokens issued before it. A missing, expired, superseded or malformed token gets 401 `{Error}`.'

interface OperationWords {
  summary: string
  description?: string
  /** Words for one answer, by status, where the shared ones below are not enough. */
  answers?: Readonly<Partial<Record<number, string>>>
  parameters?: Readonly<Record<string, string>>
}

const SUBMISSION_PATH = {
  displayId: 'The submission’s display id, like `BR-10002`.',
  transactionId: 'The transaction’s id, a positive whole number written plainly (`1`, not `01`).',
}

export const OPERATION_WORDS: Readonly<Record<OperationId, OperationWords>> = {
  authenticate: {
    summary: 'Sign in, or refresh the tokens',
    description: `Send \`username\` with exactly one of \`password\` (sign-in) or \`refresh_token\` (refresh; a \`null\` one counts as absent). The answer carries new tokens and ends every token issued to the account before. Which failures are 400 and which 401 is not shown: malformed bodies are 400, wrong credentials and dead refresh tokens 401. ${decided('authentication')}`,
  },
  requestPasswordReset: {
    summary: 'Send a password reset code by e-mail',
    description: `Status and body not shown: 200 \`{message}\` for known and unknown accounts alike (nothing tells them apart); 400 \`{Error}\` without \`username\`. Send \`Accept: application/json\`. ${decided('passwordReset')}`,
    parameters: { username: 'The account’s e-mail address.' },
  },
  confirmPasswordReset: {
    summary: 'Choose a new password with the reset code',
    description: `Status and body not shown: 200 \`{message}\`; 422 on \`new_password\` for a weak password (12 to 128 characters, not the e-mail’s name, not a common password); 400 \`{Error}\` for a missing field or a wrong, expired or used code. ${decided('passwordReset')}`,
  },
  requestQuote: {
    summary: 'Request a quote',
    answers: { 400: 'The body is not a JSON object, or the risk is declined (business-rule format): no submission is created.' },
    description: `Section 2.7’s request object without \`limits\` and \`shippingAddress\`. Headers \`Accept\`, \`AccessToken\` and \`Content-Type\` are all required by the contract. The required fields, the enums and the cross-field rules (percentages adding to 100, VINs, ages, dates) are this project’s: ${decided('quote')}. Each 200 creates a submission numbered \`submission_number\`; a 400 declines the risk (business-rule format) and creates nothing.`,
  },
  requestIndication: {
    summary: 'Request a non-binding indication',
    answers: { 400: 'The body is not a JSON object, or the risk is declined (business-rule format): no submission is created.' },
    description: `Section 2.7’s request object with \`limits\` and \`shippingAddress\`; rows (vehicles, trailers, drivers) are optional, as the indication is priced from \`limits\`. \`totalCost\` may be 0. ${decided('quote')}`,
  },
  calculateTaxes: {
    summary: 'Calculate surplus lines taxes and fees',
    description: `Stateless: nothing is stored. A missing field is a 422 on its path (not a 400). The rate limit per quote scope (account, state, effective date, coverage) is not shown: 120 in any rolling 60 seconds, answered with 429 and \`Retry-After\`. ${decided('taxes')}`,
  },
  addDriver: {
    summary: 'Add a driver to a submission or endorsement',
    description: `The eligibility field (not named in section 2.3) is \`covered\` (\`Y\` Covered, \`N\` Excluded); the required set is this project’s. ${decided('edits')}`,
    parameters: SUBMISSION_PATH,
  },
  updateVehicle: {
    summary: 'Update fields of a vehicle',
    description: `Send only what changes: at least one field, no field section 2.4 does not name (a misspelt field is a 422 on its own path). \`updated_fields\` lists every field sent. ${decided('edits')}`,
    parameters: { ...SUBMISSION_PATH, vehicleId: 'The vehicle’s id, on that transaction.' },
  },
  addTrailer: {
    summary: 'Add a trailer to a submission or endorsement',
    description: `The ownership field (not named in section 2.5) is \`ownership\` (\`owned\`, \`non-owned\`). Creation answers 201, as section 7 gives drivers and vehicles. ${decided('edits')}`,
    parameters: SUBMISSION_PATH,
  },
  approveCancellation: {
    summary: 'Approve a pending cancellation endorsement',
    description: `Every field is optional; rules 1, 2 and 7 of section 4.7 say when one is needed. A null date of the answer, and of \`cancellation_notice\` and its date objects, means the service stores no such date: never that the coverage is absent (rule 5). The bodies of 403 and 409 are not shown: the business-rule format with a \`reason_code\`, and on 409 the \`field\` to correct. ${decided('approval')}`,
    parameters: SUBMISSION_PATH,
    answers: {
      200: 'Approved (rule 5). The dates are the stored ones; they do not establish that notices are ready or delivered (rule 9).',
      403: 'Guarded, and this account has no authority to approve guarded cancellations (rule 7).',
      404: 'No pending cancellation with this id for this account (unknown, another agency’s, or already approved): the same body in every case but “already approved”, which says so.',
      409: 'The guard id does not match, or the acknowledgement is not true (rule 7).',
      422: 'Field validation, or a hold for manual review (rule 6, `reason_code` `cancellation_notice_manual_review`): nothing was approved.',
      500: 'The approval was saved but the notice handoff failed (rule 8, `approval_saved` true: keep this receipt and never approve again blindly), or a generic failure with only `error`, which establishes nothing.',
    },
  },
  readPublicReplyNote: {
    summary: 'Read a public reply note',
    description: `Only a public reply on a submission of the caller’s agency; an internal note, another agency’s note and an unknown id get the same 404, byte for byte. ${decided('notes')}`,
    parameters: { displayId: SUBMISSION_PATH.displayId, noteId: 'The note’s id, like `N-1001`, from a `submission.public_reply` event.' },
  },
  listWebhookSubscriptions: {
    summary: 'List the agency’s webhook subscriptions',
    description: `Status and body not shown beyond the record: 200 with a JSON array, oldest first, never a \`secret\`. The owner is the agency: every account of it sees the same subscriptions. ${decided('webhooks')}`,
  },
  createWebhookSubscription: {
    summary: 'Create a webhook subscription',
    description: `Answers 201 (section 7’s “created”) with the record and its signing \`secret\`, shown only here and by rotate-secret; \`active: false\` creates it paused. \`endpoint_url\` is an absolute HTTPS URL of at most 2048 characters, kept exactly as sent. ${decided('webhooks')}`,
  },
  showWebhookSubscription: {
    summary: 'Show one webhook subscription',
    parameters: { id: 'The subscription’s id: digits without a leading zero.' },
  },
  updateWebhookSubscription: {
    summary: 'Update a webhook subscription',
    description: `Partial: the fields sent replace theirs, at least one of \`endpoint_url\`, \`event_types\` and \`active\`; \`active: false\` pauses deliveries. ${decided('webhooks')}`,
    parameters: { id: 'The subscription’s id.' },
  },
  deleteWebhookSubscription: {
    summary: 'Delete a webhook subscription for good',
    description: `Answers 204 without a body (not shown); deliveries stop, and the id is never reused. ${decided('webhooks')}`,
    parameters: { id: 'The subscription’s id.' },
  },
  rotateWebhookSecret: {
    summary: 'Rotate the signing secret',
    description: `The new secret is in this answer only; the old one still signs (\`X-SVC-Signature-Previous\`) for a grace window of 24 hours (not shown). The body is ignored. ${decided('webhooks')}`,
    parameters: { id: 'The subscription’s id.' },
  },
}

/** The shared meaning of each status (section 7), where an operation says nothing of its own. */
export const ANSWER_WORDS: Readonly<Record<number, string>> = {
  200: 'Success.',
  201: 'Created.',
  204: 'Deleted; no body.',
  400: 'The body is not JSON, or not a JSON object (business-rule format).',
  401: 'The `AccessToken` header is missing, expired, superseded or malformed.',
  404: 'Not found, not owned by the caller’s agency, or not in the state the operation needs: one body for every case.',
  422: 'Validation failed: every problem at once, each under its field path (`drivers.1.dateOfBirth`).',
  429: `Rate limit exceeded: nothing was done. Retry after \`Retry-After\` seconds. The body is not shown. ${decided('rateLimits')}`,
}

export const HEADER_WORDS = {
  'Retry-After': 'Whole seconds to wait before trying again (at least 1).',
  'Cache-Control': '`no-store`: the answer carries a signing secret.',
} as const

/** Notes on components where the contract is silent, after the schema's own description. */
export const COMPONENT_WORDS: Readonly<Record<string, string>> = {
  AuthenticationResponse: '`ExpiresIn` is seconds, 3600 when absent (section 4.1). The access token is a JWT carrying `email` and `exp`.',
  NoticeDates: `The stored dates (rule 5). Section 2.8 types them as dates; \`null\` means the service stores no such date (the AL date where none is stored, the WC date unless \`wc_action\` is \`cancel\`), as at the top level of the answer: never that the coverage is absent. ${decided('approval')}`,
  CancellationNotice: `Properties vary by phase and by hold (section 2.8). The sets of \`phase\`, \`ground\`, \`date_role\`, \`wc_action\` and \`hold_reason\` are not shown: the sandbox's are listed in ${decided('approval')}`,
  RateLimitError: `Not shown by the contract: the sandbox sends a sentence in \`message\`. ${decided('rateLimits')}`,
  GuardAuthorityError: `Not shown by the contract: the business-rule format with \`reason_code\`. ${decided('approval')}`,
  GuardConflictError: `Not shown by the contract: the business-rule format with \`reason_code\` and the \`field\` to correct. ${decided('approval')}`,
  ServiceFailure: 'A generic failure: it establishes nothing, not even on cancel-approve (rule 8).',
  WebhookSubscription: 'Section 2.9’s record without its `secret`, which only create and rotate-secret return. `company_id` is the owning agency.',
  PasswordResetResponse: `Not shown by the contract: the sandbox sends \`{message}\`. ${decided('passwordReset')}`,
  StatusEventPayload: 'Section 6.2. `previous_status` and `new_status` are absent when the submission has no integer status yet (a new quote).',
  PublicReplyPayload: 'Section 6.3: the note’s id, never its text; read it with `GET /submission/{displayId}/notes/{noteId}`.',
}

export const WEBHOOK_WORDS = {
  summary: (eventType: string, firesWhen: string) => `${eventType}: ${firesWhen}`,
  description: `Sent as an HTTPS \`POST\` to each active subscription of the submission’s agency that names the event (section 6). The receiver verifies \`X-SVC-Signature\` (or, after a rotation, \`X-SVC-Signature-Previous\`): lower-case hex HMAC-SHA256 of the raw body, keyed with the UTF-8 bytes of the whole secret, \`whsec_\` included. Deduplicate on \`event_id\`; order is not guaranteed. ${decided('webhooks')}`,
  received: 'Received: any 2xx within 10 seconds.',
  permanent: 'Permanent: no retry; the event is dead-lettered.',
  retried: 'Retried with backoff: up to 8 attempts over about 24 hours (so is a time-out or a connection error).',
}
