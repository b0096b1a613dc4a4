import type { Path } from 'react-hook-form'
import * as z from 'zod/mini'
import { CANCEL_REASON_OTHERS_MAX, CANCELLATION_REASON_LABELS, GUARD_COMMENT_MAX, type CancelApproveRequest } from '@/contract/cancel-approve'
import { checked, numberProblem } from '@/domain/form-checks'
import type { NumberValue } from '@/generic/number-input'
import { characterCount, formatCount } from '@/generic/text'
import { formFieldOf, wireFieldsOf, writeWire, type WireTable } from '@/contract/wire-table'

/**
 * What the underwriter edits on the approval screen, and the request of section 4.7 it makes. The
 * portal cannot read the cancellation, so nothing is required here that the service may default:
 * an empty field is left out of the request (rules 1 and 2 then apply), a filled one is sent.
 */

export const KNOWN_REASON_CODES = Object.keys(CANCELLATION_REASON_LABELS)

/** Rule 1 in words: the portal cannot read the stored reason nor the controls, so it says what either way does. */
export const RULE_1_EMPTY_REASON = 'Leave it empty to use the reason stored on the cancellation, if the service can; otherwise it asks you for one.'

/** What an approval without a reason sends, in the confirmations of one approval and of several. */
export const LEFT_EMPTY_REASON = 'Stored reason, if the service can use it'

/** The same, as the value of a line in a list of several, under the list's hint that says what an empty reason does. */
export const STORED_REASON = 'Stored reason'

export const emptyApprovalForm = (): ApprovalForm => ({
  reasons: Object.fromEntries(KNOWN_REASON_CODES.map((code) => [code, false])),
  otherReasonCode: '',
  internalReasons: [],
  brokerReason: '',
  otherReason: '',
})

export const emptyGuardForm = (): GuardForm => ({ guardId: null, acknowledged: false, comment: '', reason: '' })

const isBlank = (text: string) => text.trim() === ''
const atMost = (max: number, what: string) => z.refine<string>((text) => characterCount(text) <= max, `${what} can be at most ${formatCount(max)} characters`)

/** The form as typed, checks aside: what a draft keeps, half-done rows included. */
export const approvalFormShape = z.object({
  /** The external reason codes the contract and the sandbox name, each ticked or not. */
  reasons: z.record(z.string(), z.boolean()),
  /** One more external code, as the service spells it, for a reason the list lacks. */
  otherReasonCode: z.string(),
  internalReasons: z.array(z.object({ code: z.string() })),
  brokerReason: z.string(),
  otherReason: z.string(),
})
export type ApprovalForm = z.infer<typeof approvalFormShape>

/** The guard details, asked for only once the service said the cancellation is guarded (rule 7). */
export const guardFormShape = z.object({
  /** A number box's value (`NumberValue`): null while empty, the text as typed while it is no number. */
  guardId: z.union([z.number(), z.null(), z.string()]),
  acknowledged: z.boolean(),
  comment: z.string(),
  /**
   * Asked with the guard when the reasons are empty, as the service checks the reason only after the
   * guard: a reason code, or '' while unanswered. Optional, so older drafts still read; an older draft's
   * `stored` (the stored reason, no longer offered) reads as unanswered.
   */
  reason: z.optional(z.string()),
})
export type GuardForm = z.infer<typeof guardFormShape>

export const approvalFormSchema = z.object({
  ...approvalFormShape.shape,
  internalReasons: z.array(z.object({ code: z.string().check(z.refine((code) => !isBlank(code), 'Enter the internal reason code, or remove this row')) })),
  otherReason: z.string().check(atMost(CANCEL_REASON_OTHERS_MAX, 'The other reason')),
})

const guardChecks = {
  guardId: checked<NumberValue>((value) => numberProblem(value, { name: 'the guard id', min: 1, max: Number.MAX_SAFE_INTEGER })),
  acknowledged: z.boolean().check(z.refine((ticked) => ticked, 'Tick the box to acknowledge the guard: the service refuses a guarded approval without it')),
  comment: z.string().check(
    z.refine((text) => !isBlank(text), 'Write why you approve this guarded cancellation: the comment is kept with your name'),
    atMost(GUARD_COMMENT_MAX, 'The comment'),
  ),
  reason: z.optional(z.string()),
}

export const guardFormSchema = z.object(guardChecks)

/**
 * The reasons the guard dialog offers: each a code the service takes in place of the stored one (rule 1).
 * Leaving it to the stored reason is not offered, as the portal cannot tell whether the service would
 * take that, and a refusal would cost another round trip (issue 31).
 */
export const GUARD_REASON_CODES: readonly string[] = KNOWN_REASON_CODES

/** The guard's checks, and a reason chosen: for a form whose reasons are empty. */
export const guardWithReasonSchema = z.object({
  ...guardChecks,
  reason: z.optional(z.string()).check(z.refine((reason) => reason !== undefined && GUARD_REASON_CODES.includes(reason), 'Choose the cancellation reason')),
})

/** The ticked codes in the list's order, then the extra one: what `cancellation_reason` sends. */
export function chosenReasonCodes(form: Pick<ApprovalForm, 'reasons' | 'otherReasonCode'>): string[] {
  const extra = form.otherReasonCode.trim()
  const ticked = KNOWN_REASON_CODES.filter((code) => form.reasons[code])
  return extra && !ticked.includes(extra) ? [...ticked, extra] : ticked
}

/** Left out when empty: an omitted reason is what rule 1 defaults, an omitted internal reason what rule 2 keeps. */
const listOrOmitted = (codes: string[]) => (codes.length > 0 ? codes : undefined)
const textOrOmitted = (text: string) => (isBlank(text) ? undefined : text)

type ReasonWire = Pick<CancelApproveRequest, 'cancellation_reason' | 'internal_cancellation_reason' | 'cancellation_reason_broker' | 'cancel_reason_others'>
type GuardWire = Pick<CancelApproveRequest, 'cancellation_guard_id' | 'cancellation_guard_acknowledged' | 'cancellation_guard_approval_comment'>

const reason = wireFieldsOf<ApprovalForm>()
const REASON_WIRE = {
  cancellation_reason: reason('reasons', (_ticked, form) => listOrOmitted(chosenReasonCodes(form))),
  internal_cancellation_reason: reason('internalReasons', (rows) => listOrOmitted(rows.map((row) => row.code.trim()))),
  cancellation_reason_broker: reason('brokerReason', textOrOmitted),
  cancel_reason_others: reason('otherReason', textOrOmitted),
} as const satisfies WireTable<ApprovalForm, ReasonWire>

const guard = wireFieldsOf<GuardForm>()
const GUARD_WIRE = {
  cancellation_guard_id: guard('guardId', (id) => (typeof id === 'number' ? id : undefined)),
  cancellation_guard_acknowledged: guard('acknowledged', (ticked) => ticked),
  cancellation_guard_approval_comment: guard('comment', textOrOmitted),
} as const satisfies WireTable<GuardForm, GuardWire>

const withoutOmitted = <Wire extends object>(wire: Wire): Wire => Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined)) as Wire

/** The request body: the reasons that were given, and the guard details once the service asked for them. */
export function toApprovalRequest(form: ApprovalForm, guardDetails: GuardForm | null): CancelApproveRequest {
  return withoutOmitted({ ...writeWire(REASON_WIRE, form), ...(guardDetails ? writeWire(GUARD_WIRE, guardDetails) : {}) })
}

export const GUARD_WIRE_FIELDS: readonly string[] = Object.keys(GUARD_WIRE)

/** Whether a request carried guard details: only then can the service's messages on them be about what was sent. */
export const carriesGuard = (request: CancelApproveRequest) => GUARD_WIRE_FIELDS.some((field) => Object.hasOwn(request, field))

/** Whether a 422's path belongs to the guard dialog rather than to the reasons. */
export const isGuardPath = (wirePath: string) => GUARD_WIRE_FIELDS.includes(wirePath.split('.')[0] ?? '')

/** Where a 422's path is shown on the reasons form: a list's item on its row, the list's own problem on the list. */
export function approvalFieldOf(wirePath: string): Path<ApprovalForm> | null {
  const [name, index] = wirePath.split('.')
  const field = formFieldOf(REASON_WIRE, name) as Path<ApprovalForm> | null
  if (field === 'internalReasons' && index !== undefined && /^\d+$/.test(index)) return `internalReasons.${Number(index)}.code`
  return field
}

export const guardFieldOf = (wirePath: string) => formFieldOf(GUARD_WIRE, wirePath.split('.')[0]) as keyof GuardForm | null
