/**
 * The sandbox's in-memory state. Shapes follow submission-api.md; ids follow sandbox-fixtures.md.
 * Only the modules beside this file touch its maps (a lint rule says so): one module per kind of record.
 */

import type { AddDriverRequest, AddTrailerRequest, TrailerOwnership } from '../../src/contract/submission-edits.ts'
import type { CancellationNotice, NoticeDateKey, WcAction } from '../../src/contract/cancel-approve.ts'
import type { DeliveryAttempt } from '../../src/contract/sandbox-control.ts'
import type { WebhookEventPayload } from '../../src/contract/webhooks.ts'
import type { ValidQuoteRequest } from '../domain/quote/request.ts'
import type { RatedCoverage } from '../domain/rating/rate-coverages.ts'

export type AgencyType = 'retail' | 'wholesale'

export interface Account {
  username: string
  passwordHash: string
  companyId: number
  agencyName: string
  agencyType: AgencyType
  /** Starts the agency's submission numbers (`BR` in BR-10001). */
  submissionPrefix: string
  guardAuthority: boolean
  publicReplyEarlyAccess: boolean
}

export interface AccountSession {
  accessTokenId: string
  refreshTokenHash: string
  refreshExpiresAt: Date
}

export interface PasswordResetTicket {
  tokenHash: string
  expiresAt: Date
  attemptsLeft: number
}

/** Integer statuses of section 2.2, plus the textual ones quoting produces. */
export type SubmissionStatus = 1 | 2 | 5 | 6 | 10 | 'Quoted' | 'Indication'

export type TransactionKind = 'new_business' | 'endorsement' | 'cancellation'

export interface Vehicle {
  vehicleId: number
  vehicle_id_number: string
  year: number
  make: string
  model: string
  class: string
  value: number
  body_type: string
  deductible: number
}

/** What was given of a wire record: its optional fields are left out rather than null. */
export type Given<Record> = { [Field in keyof Record]: Exclude<Record[Field], null> }

/** A driver in the wire names of section 2.3. */
export type Driver = Given<AddDriverRequest> & { driverId: number }

/** A trailer in the wire names of section 2.5; the trailers of a quote request have no ownership. */
export type Trailer = Omit<Given<AddTrailerRequest>, 'ownership'> & { trailerId: number; ownership?: TrailerOwnership }

export interface Transaction {
  transactionId: number
  kind: TransactionKind
  status: SubmissionStatus
  vehicles: Vehicle[]
  drivers: Driver[]
  trailers: Trailer[]
}

/** What a quote or indication priced: the request as validated and the coverages as rated. */
export type PricedRequest = ValidQuoteRequest & { coverages: RatedCoverage[]; pricedAt: string }

export interface Submission {
  displayId: string
  submissionNumber: string
  companyId: number
  /** The partner-visible status of the policy (section 3 rule 1), the `previous_status` of its next event. */
  status: SubmissionStatus
  garageState: string
  effectiveDate: string
  expirationDate: string
  transactions: Transaction[]
  /** Set on submissions created by POST /quote and /indication. */
  priced?: PricedRequest
}

export interface Note {
  noteId: string
  displayId: string
  kind: 'public_reply' | 'internal'
  body: string
  occurredAt: string
}

/** The three stored dates of a cancellation, in their wire names (rule 5); null when none is stored. */
export type CancellationDates = Record<NoticeDateKey, string | null>

/** An approved historical correction's authorized exception (rule 3): who, from where, and why. */
export interface HistoricalException {
  actorId: number
  source: string
  justification: string
}

/** What an approval saved; a cancellation that has one is no longer pending. */
export interface CancellationApproval {
  approvedAt: string
  approvedBy: string
  externalReason: string[]
  brokerReason: string | null
  otherReason: string | null
  guardComment: string | null
  notice: CancellationNotice
  /** Set when the notice handoff failed after the approval was saved (rule 8). */
  noticeContinuation: { id: number; phase: string; reason_code: string } | null
}

/** A cancellation endorsement awaiting approval (section 4.7), kept with its approval once approved. */
export interface PendingCancellation {
  displayId: string
  transactionId: number
  transportationSubmissionId: number
  scenario: string
  /** External reason codes stored at request; empty when none was stored. */
  storedExternalReason: string[]
  storedInternalReason: string[]
  /** Reason-aware request intake and approval enforcement (rules 1 and 3), separate, default off. */
  intakeEnabled: boolean
  enforcementEnabled: boolean
  /** When the cancellation was requested: the request-time notice decision is evaluated from that day. */
  requestedAt: string
  /** The dates as stored: the request's, until an enforced approval lengthens them. */
  dates: CancellationDates
  wcAction: WcAction
  wholePolicy: boolean
  /** The policy's auto liability carries a federal filing (MCS-90, BMC-91X): 35 days for the AL date. */
  alFederalFiling: boolean
  /** Set on a guarded cancellation (rule 7): approval needs this exact id. */
  guardId: number | null
  historicalException: HistoricalException | null
  /** The sandbox's rule-8 scenario: the notice handoff fails once the approval is saved. */
  failsNoticeHandoff: boolean
  approval: CancellationApproval | null
}

export interface WebhookSubscription {
  id: number
  company_id: number
  endpoint_url: string
  event_types: string[]
  active: boolean
  secret: string
  previousSecret: { secret: string; validUntil: Date } | null
  secret_rotated_at: string | null
  created_at: string
  updated_at: string
}

/**
 * One event on its way to one subscription. `body` is the exact bytes every attempt sends and signs.
 * A series is up to 8 attempts; a replay starts a new one.
 */
export interface WebhookDelivery {
  payload: WebhookEventPayload
  body: string
  subscriptionId: number
  replay: number
  attemptsMade: number
  state: 'scheduled' | 'sending' | 'delivered' | 'dead_lettered'
  /** When the next attempt is due, by the sandbox clock; set only while `scheduled`. */
  nextAttemptAt: Date | null
}

export interface OutboxEmail {
  to: string
  subject: string
  body: string
  sent_at: string
  reset_token: string | null
}

export interface Fault {
  method?: string
  path: string
  status?: number
  remaining: number
  delayMs?: number
  body?: unknown
  headers?: Record<string, string>
}

export interface SandboxStore {
  accounts: Map<string, Account>
  sessions: Map<string, AccountSession>
  passwordResets: Map<string, PasswordResetTicket>
  submissions: Map<string, Submission>
  notes: Map<string, Note>
  pendingCancellations: PendingCancellation[]
  webhookSubscriptions: WebhookSubscription[]
  webhookDeliveries: WebhookDelivery[]
  /** Every attempt, newest first (GET /__sandbox/deliveries). */
  deliveryLedger: DeliveryAttempt[]
  outbox: OutboxEmail[]
  faults: Fault[]
  /** Per quote scope, when its recent tax calculations were made (sandbox/domain/taxes/rate-limit.ts). */
  taxCalculationLog: RequestLog
  /** Per account, when its recent submission edits were made (sandbox/domain/submission-edits/rate-limit.ts). */
  editRequestLog: RequestLog
  /** The edits' limit now (set through the control API); null: no limit. */
  editRateLimit: RollingLimit | null
  nextIds: { subscription: number; driver: number; trailer: number; submission: number; vehicle: number; noticeContinuation: number; note: number }
  /** The carrier census stand-in's Socrata datasets by id: their rows, every value text (sandbox/store/carrier-census.ts). */
  carrierCensus: Map<string, readonly Readonly<Record<string, string>>[]>
}

/**
 * When each scope's recent requests were made (epoch milliseconds, oldest first), for the rolling-window
 * limits of sandbox/domain/rate-limit.ts: one log per limited kind of request (tax calculations per
 * quote scope, submission edits per account).
 */
export type RequestLog = Map<string, number[]>

/** At most `maxRequests` in any rolling `windowSeconds` of the sandbox clock. */
export interface RollingLimit {
  maxRequests: number
  windowSeconds: number
}
