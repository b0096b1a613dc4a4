import {
  CANCELLATION_REASON_LABELS,
  DATE_CHANGE_REASON_LABELS,
  HOLD_REASON_LABELS,
  NOTICE_DATE_KEYS,
  noticeDateChangeSchema,
  noticeDateMeasurementSchema,
  type CancellationHoldBody,
  type CancellationNotice,
  type NoticeDateKey,
  type NoticeDates,
} from '@/contract/cancel-approve'
import { formatCalendarDate, formatDateTime } from '@/generic/format'
import { countOf } from '@/generic/text'
import { usStateName } from '@/generic/us-states'

/**
 * The notice decision of section 2.8 in words, from what the answer says and nothing else: a property
 * the answer leaves out is said to be missing, never guessed, and an entry the portal cannot read is
 * shown as it came. The same sentences serve the screen and the copied text.
 */

const DATE_NOUNS: Readonly<Record<NoticeDateKey, string>> = {
  effective_date_transaction: 'cancellation date',
  effective_date_transaction_al: 'auto liability (AL) cancellation date',
  effective_date_transaction_wc: 'workers’ compensation (WC) cancellation date',
}

/** What `minimum_date` is called on every screen, in the copied text and in the notice's fields. */
export const EARLIEST_DATE = 'Earliest date the notice allows'

/**
 * Which date a sentence is about: the one the service stored (rule 5, the authority) or the one the
 * cancellation was requested with (provenance, measured and perhaps moved). Every date is named by its role.
 */
export type DateRole = 'stored' | 'requested'
const ROLE_WORDS: Readonly<Record<DateRole, string>> = { stored: 'Stored', requested: 'Requested' }

const GROUND_LABELS: Readonly<Record<string, string>> = {
  non_payment: 'non-payment of premium',
  other: 'a reason other than non-payment (the longer, conservative minimum)',
  insured_broker_request: 'a whole-policy cancellation requested by the insured or the broker',
}

const WC_ACTION_TEXT: Readonly<Record<string, string>> = {
  retain: 'workers’ compensation is kept, not canceled',
  not_applicable: 'workers’ compensation is not part of this policy’s cancellation',
}

const lookup = (table: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined)

/** `Stored cancellation date`, `Requested auto liability (AL) cancellation date`; a key the portal does not know as it came, with its role. */
export function dateLabel(key: string, role: DateRole): string {
  const noun = lookup(DATE_NOUNS, key)
  return noun ? `${ROLE_WORDS[role]} ${noun}` : `${key} (${role})`
}

/** `1 day’s notice`, `30 days’ notice`. */
const noticeDays = (days: number) => `${countOf(days, 'days')}${days === 1 ? '’s' : '’'} notice`

/** `2026-12-01` as `December 1, 2026`. */
export const dayText = (isoDate: string) => formatCalendarDate(isoDate)

/** The day of an ISO instant, as the service wrote it. */
const dayOf = (instant: string) => dayText(instant.slice(0, 10))

/** `underwriting,non_payment` as `Underwriting reasons (underwriting), Non-payment of premium (non_payment)`. */
export function reasonCodesText(codes: string): string {
  return codes
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => {
      const label = lookup(CANCELLATION_REASON_LABELS, code)
      return label ? `${label} (${code})` : code
    })
    .join(', ')
}

/** Why a stored date is null, in words that never say "no coverage" (rule 5). */
export function notStoredText(key: string, wcAction: string | undefined): string {
  if (key === 'effective_date_transaction_wc' && wcAction && wcAction !== 'cancel') {
    return `Not stored: ${lookup(WC_ACTION_TEXT, wcAction) ?? `the service reports workers’ compensation as “${wcAction}”`}.`
  }
  return 'Not stored: the service holds no such date for this cancellation. That is not proof that the coverage is absent, and the requested date does not stand in for it.'
}

export function basisText(notice: CancellationNotice): string {
  const day = notice.evaluated_at ? ` (${dayOf(notice.evaluated_at)})` : ''
  if (notice.phase === 'approval' && notice.held) {
    return `Approval enforcement is on: the service worked the notice minimum out again from the approval day${day} and held the approval for review. Nothing was applied.`
  }
  if (notice.phase === 'approval') {
    return `Approval enforcement is on: the service worked the notice minimum out again from the approval day${day} and applied it to the stored dates.`
  }
  if (notice.phase === 'request') {
    return `Approval enforcement is off: this is the decision made when the cancellation was requested${day}. The service did not work the minimum out again at approval.`
  }
  return notice.phase ? `The service reports a decision of phase “${notice.phase}”${day}.` : 'The answer does not say when or how the notice decision was made.'
}

export function minimumText(notice: CancellationNotice): string {
  const ground = notice.ground ? ` for ${lookup(GROUND_LABELS, notice.ground) ?? `the ground “${notice.ground}”`}` : ''
  const state = notice.state ? ` under the rules of ${usStateName(notice.state) ?? notice.state}` : ''
  if (notice.notice_minimum_required === false) {
    return `No statutory notice minimum applies${ground}. The dates were still checked to lie inside the policy term.`
  }
  if (notice.notice_minimum_required !== true) return 'The answer does not say whether a notice minimum applies.'
  const days = typeof notice.floor_days === 'number' ? noticeDays(notice.floor_days) : 'a notice minimum whose days the answer does not give'
  const earliest = notice.minimum_date
    ? ` The ${EARLIEST_DATE.toLowerCase()} is ${dayText(notice.minimum_date)}: no stored cancellation date may fall before it.`
    : ''
  return `A notice minimum applies: ${days}${ground}${state}.${earliest}`
}

/** A date the service moved and stored (rule 3): `changes` of a notice whose dates are persisted. */
export interface DateMove {
  key: string
  /** The request-time date. */
  from: string
  /** The stored date. */
  to: string
  reason: string
  floorDays?: number
}

/** The moves a notice applied to the stored dates, those the portal can read; none when its dates are only a proposal. */
export function appliedMoves(notice: CancellationNotice): DateMove[] {
  if (notice.date_role !== 'persisted') return []
  return Object.entries(notice.changes ?? {}).flatMap(([key, value]) => {
    const change = noticeDateChangeSchema.safeParse(value)
    if (!change.success) return []
    const { from, to, reason, floor_days } = change.data
    return [{ key, from, to, reason, ...(floor_days === undefined ? {} : { floorDays: floor_days }) }]
  })
}

const whyMoved = ({ reason, floorDays }: Pick<DateMove, 'reason' | 'floorDays'>) =>
  `${lookup(DATE_CHANGE_REASON_LABELS, reason) ?? reason}${floorDays === undefined ? '' : ` (${countOf(floorDays, 'days')})`}`

/** `Requested cancellation date and auto liability (AL) cancellation date`: one role, several dates, said once. */
function datesLabel(keys: string[], role: DateRole): string {
  const [first = '', ...others] = keys.map((key) => dateLabel(key, role))
  const rest = others.map((label) => (label.startsWith(ROLE_WORDS[role]) ? label.slice(ROLE_WORDS[role].length + 1) : label))
  return [first, ...rest].join(' and ')
}

/** Items that say the same thing, together: the dates that moved alike, or measure alike, are said in one sentence. */
function groupedBy<Item>(items: Item[], gist: (item: Item) => string): Item[][] {
  const groups = new Map<string, Item[]>()
  for (const item of items) groups.set(gist(item), [...(groups.get(gist(item)) ?? []), item])
  return [...groups.values()]
}

/**
 * The dates moved, in words, dates moved alike in one sentence: on the approval's page and on each line
 * of "Approve several" the same sentence, so a moved date is said the same way in both.
 */
export function movesText(moves: readonly DateMove[]): string[] {
  return groupedBy([...moves], ({ from, to, reason, floorDays }) => JSON.stringify([from, to, reason, floorDays])).map((group) => {
    const { from, to } = group[0]!
    const stored = group.length === 1 ? 'now the stored date' : 'now the stored dates'
    return `${datesLabel(
      group.map((move) => move.key),
      'requested',
    )}, ${dayText(from)}, moved to ${dayText(to)}, ${stored}: ${whyMoved(group[0]!)}.`
  })
}

/**
 * Each entry of `changes` in words: moved (a change's `from` is the request-time date, rule 3; its `to`
 * the stored one), proposed (not applied), or as it came.
 */
function changeTexts(notice: CancellationNotice): string[] {
  const entries = Object.entries(notice.changes ?? {})
  if (entries.length === 0) return ['No date was moved.']
  const read = entries.map(([key, value]) => ({ key, value, change: noticeDateChangeSchema.safeParse(value) }))
  const unreadable = read
    .filter(({ change }) => !change.success)
    .map(({ key, value }) => `${dateLabel(key, 'requested')}: the service reports a change the portal cannot read: ${JSON.stringify(value)}`)
  if (notice.date_role === 'persisted') return [...movesText(appliedMoves(notice)), ...unreadable]
  const readable = read.flatMap(({ key, change }) => (change.success ? [{ key, ...change.data }] : []))
  return [
    ...readable.map(({ key, from, to, reason, floor_days }) => {
      const why = whyMoved({ reason, floorDays: floor_days })
      const requested = `${dateLabel(key, 'requested')}, ${dayText(from)},`
      if (notice.date_role === 'proposal') return `${requested} would move to ${dayText(to)} (${why}), but this was not applied: the stored date stands.`
      return `${requested}: the service reports a change to ${dayText(to)} (${why}).`
    }),
    ...unreadable,
  ]
}

function reasonText(notice: CancellationNotice, reasonLeftEmpty: boolean): string | null {
  const approved = notice.approved_reason
  const stored = notice.stored_reason
  if (!approved) return stored ? `Reason stored on the cancellation: ${reasonCodesText(stored)}.` : null
  if (reasonLeftEmpty) return `You left the reason empty, so the service used the reason stored on the cancellation: ${reasonCodesText(approved)}.`
  const replaced = stored && stored !== approved ? `, in place of the stored ${reasonCodesText(stored)}` : ''
  return `Approved with the reason ${reasonCodesText(approved)}${replaced}.`
}

function warningTexts(notice: CancellationNotice): string[] {
  const warnings: string[] = []
  if (notice.preview_stale) {
    warnings.push(
      'A decision made today would differ from the one made at request time: the stored dates may fall short of today’s notice minimum. Check them before the notices go out.',
    )
  }
  if (notice.historical_exempt) {
    const who = [
      notice.historical_actor_id === undefined ? null : `actor ${notice.historical_actor_id}`,
      notice.historical_source ? `source: ${notice.historical_source}` : null,
      notice.historical_justification ? `justification: ${notice.historical_justification}` : null,
    ].filter(Boolean)
    warnings.push(`An approved historical correction keeps these dates${who.length ? ` (${who.join('; ')})` : ''}.`)
  }
  return warnings
}

/** How one date, or several that measure alike, measures against the minimum: a row of a table, so no fact of it is a sentence said twice. */
export interface DateMeasurement {
  label: string
  /** The day measured; the date stored under its name beside it, when it differs and no moved date says it. */
  day: string
  daysAfter: string
  /** Met or not; a date's own minimum only where it differs from the notice's (said above the table). */
  minimum: string
  term: string
}

/** A measurement as one line of the copied text. */
export const measurementText = ({ label, day, daysAfter, minimum, term }: DateMeasurement) =>
  `${label}: ${day}; ${daysAfter} after the decision day; notice minimum: ${minimum.toLowerCase()}; policy term: ${term.toLowerCase()}.`

/** The day the decision was reckoned from, named when the answer gives it. */
const decisionDay = (notice: CancellationNotice) => `the day the decision was made from${notice.evaluated_at ? ` (${dayOf(notice.evaluated_at)})` : ''}`

function storedOn(stored: NoticeDates, key: string): string | null {
  const date: unknown = (stored as Record<string, unknown>)[key]
  return typeof date === 'string' ? date : null
}

const NOT_GIVEN = 'Not given'

/**
 * How each date measures against the minimum (`date_measurements`). The service measures the dates it
 * decided on, the request-time ones (rule 3); one that differs from the date stored under its key is
 * named the requested date. Dates that measure alike share a row.
 */
export function measurementsOf(notice: CancellationNotice, stored: NoticeDates): DateMeasurement[] {
  const moved = new Set(appliedMoves(notice).map((move) => move.key))
  const rows = Object.entries(notice.date_measurements ?? {}).map(([key, value]) => {
    const measurement = noticeDateMeasurementSchema.safeParse(value)
    if (!measurement.success)
      return { key, role: 'requested' as DateRole, day: `As sent: ${JSON.stringify(value)}`, daysAfter: NOT_GIVEN, minimum: NOT_GIVEN, term: NOT_GIVEN }
    const { date, days_after_evaluation, floor_days, minimum_date, meets_minimum, inside_term } = measurement.data
    const storedDate = storedOn(stored, key)
    const role: DateRole = date === storedDate ? 'stored' : 'requested'
    const storedBeside = role === 'stored' || moved.has(key) ? '' : storedDate ? ` (stored: ${dayText(storedDate)})` : ' (nothing stored under this name)'
    const met = meets_minimum ? 'Met' : 'Not met'
    const ownMinimum = floor_days !== notice.floor_days || minimum_date !== notice.minimum_date
    const minimum =
      floor_days === null || minimum_date === null
        ? 'None applies'
        : ownMinimum
          ? `${met}: its own is ${countOf(floor_days, 'days')}, ${dayText(minimum_date)}`
          : met
    return {
      key,
      role,
      day: `${dayText(date)}${storedBeside}`,
      daysAfter: countOf(days_after_evaluation, 'days'),
      minimum,
      term: inside_term ? 'Inside' : 'Outside',
    }
  })
  return groupedBy(rows, ({ role, day, daysAfter, minimum, term }) => JSON.stringify([role, day, daysAfter, minimum, term])).map((group) => {
    const { role, day, daysAfter, minimum, term } = group[0]!
    return {
      label: datesLabel(
        group.map(({ key }) => key),
        role,
      ),
      day,
      daysAfter,
      minimum,
      term,
    }
  })
}

export interface NoticeExplanation {
  /** What was decided, in order: how, the minimum, the days in force, the dates moved, the reason. */
  sentences: string[]
  /** What a person must check. */
  warnings: string[]
}

export function explainNotice(notice: CancellationNotice, { reasonLeftEmpty = false } = {}): NoticeExplanation {
  const inForce = notice.days_in_force === undefined ? null : `The policy had been in force ${countOf(notice.days_in_force, 'days')} on ${decisionDay(notice)}.`
  const sentences = [basisText(notice), minimumText(notice), inForce, ...changeTexts(notice), reasonText(notice, reasonLeftEmpty)]
  return { sentences: sentences.filter((sentence): sentence is string => sentence !== null), warnings: warningTexts(notice) }
}

export const holdReasonText = (holdReason: string | undefined) =>
  holdReason ? (lookup(HOLD_REASON_LABELS, holdReason) ?? `The service gives the reason “${holdReason}”`) : 'The answer gives no reason code for the hold'

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g

/** The service's words with each `2026-12-01` in them written as the portal writes dates, so a screen shows one format. */
export const withWrittenDates = (text: string) => text.replace(ISO_DAY, (day) => dayText(day))

/**
 * When the policy expires, as the service's words on a hold give it ("after the policy expires on
 * 2026-12-16", "outside the policy term, 2025-12-16 to 2026-12-16"): the hold names the expiry only in
 * words, since 2.8 has no field for the policy term (docs/api-assumptions.md, "The policy's expiry on a hold").
 * Null when its words give none.
 */
export function policyExpiryOf({ error, errors }: Pick<CancellationHoldBody, 'error' | 'errors'>): string | null {
  const words = [error, ...Object.values(errors).flatMap((messages) => (Array.isArray(messages) ? messages : [messages]))].filter(
    (message): message is string => typeof message === 'string',
  )
  for (const message of words) {
    const found = /\bexpires on (\d{4}-\d{2}-\d{2})\b/.exec(message) ?? /\bpolicy term, \d{4}-\d{2}-\d{2} to (\d{4}-\d{2}-\d{2})\b/.exec(message)
    if (found) return found[1]!
  }
  return null
}

/** The hold's `errors`: each held date (stored, unchanged by a hold) with its messages (strings as they came, dates written; anything else as JSON). */
export function heldDates(errors: Record<string, unknown>): { key: string; label: string; messages: string[] }[] {
  return Object.entries(errors).map(([key, messages]) => ({
    key,
    label: dateLabel(key, 'stored'),
    messages: (Array.isArray(messages) ? messages : [messages]).map((message) =>
      typeof message === 'string' ? withWrittenDates(message) : JSON.stringify(message),
    ),
  }))
}

/** Names of section 2.8's properties where their own words would not say it; the others are their key in words. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  floor_days: 'Minimum notice, days',
  minimum_date: EARLIEST_DATE,
  evaluated_at: 'Decided',
  wc_action: 'Workers’ compensation (WC)',
  effective_date_transaction: 'Cancellation date',
  effective_date_transaction_al: 'Auto liability (AL) cancellation date',
  effective_date_transaction_wc: 'Workers’ compensation (WC) cancellation date',
  historical_actor_id: 'Historical correction, actor id',
  enabled: 'Enforcement enabled',
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/
const ISO_DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** `notice_minimum_required` as `Notice minimum required`; a date key by what it is. */
const fieldLabel = (key: string) => {
  const label = lookup(FIELD_LABELS, key)
  if (label) return label
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A value as a person reads it: dates written, yes or no, "none" for null, a nested object as its fields in a row. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return ISO_DAY_ONLY.test(value) ? dayText(value) : ISO_INSTANT.test(value) ? formatDateTime(value) : value
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'None'
  if (typeof value === 'object') {
    const entries = Object.entries(value)
    return entries.length ? entries.map(([key, inner]) => `${fieldLabel(key).toLowerCase()} ${valueText(inner)}`).join(', ') : 'None'
  }
  return String(value)
}

export interface NoticeField {
  key: string
  label: string
  /** One line, or one per entry for an object (`changes`, `current_dates`...). */
  lines: string[]
}

/** A null under a date's key is a date the service does not store (rule 5; docs/api-assumptions.md), never "none". */
const fieldValueText = (key: string, value: unknown) =>
  value === null && (NOTICE_DATE_KEYS as readonly string[]).includes(key) ? 'Not stored' : valueText(value)

/** Every property of the notice as the service sent it, in words: the table under the notice decision and the copied printout. */
export function noticeFields(notice: CancellationNotice): NoticeField[] {
  return Object.entries(notice).map(([key, value]) => {
    const nested = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
    const lines = nested
      ? Object.entries(value).map(([inner, innerValue]) => `${fieldLabel(inner)}: ${fieldValueText(inner, innerValue)}`)
      : [fieldValueText(key, value)]
    return { key, label: fieldLabel(key), lines }
  })
}
