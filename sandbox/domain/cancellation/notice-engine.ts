import {
  NOTICE_DATE_KEYS,
  type DateChangeReason,
  type HoldReason,
  type NoticeDateChange,
  type NoticeDateKey,
  type NoticeDateMeasurement,
} from '../../../src/contract/cancel-approve.ts'
import { addDays, daysBetween } from '../../../src/generic/dates.ts'
import type { CancellationDates, HistoricalException } from '../../store/types.ts'
import { groundOf, type NoticeGround } from './ground.ts'
import { FEDERAL_AL_FILING_DAYS, minimumsFor, type DayTier } from './notice-rules.ts'

/**
 * The notice decision (rules 3 and 4), a pure function of the day it is evaluated from: dates already
 * later than the minimum are kept, earlier ones lengthened to it, every date checked against the policy
 * term; a minimum after expiration holds the approval for manual review and is never clamped.
 */

export interface NoticeInput {
  /** The day notice is reckoned from (`YYYY-MM-DD`): the approval day, or the request day for the request-time decision. */
  evaluationDay: string
  state: string
  reasons: readonly string[]
  wholePolicy: boolean
  term: { effectiveDate: string; expirationDate: string }
  alFederalFiling: boolean
  /** The dates to decide on; null where none applies (no AL date stored, WC not canceled). */
  dates: CancellationDates
  historicalException: HistoricalException | null
}

export interface NoticeHold {
  reason: HoldReason
  /** Per date, what a person must review. */
  problems: Partial<Record<NoticeDateKey, string[]>>
}

export interface NoticeDecision {
  ground: NoticeGround
  noticeMinimumRequired: boolean
  floorDays: number | null
  daysInForce: number
  minimumDate: string | null
  historicalExempt: boolean
  measurements: Partial<Record<NoticeDateKey, NoticeDateMeasurement>>
  changes: Partial<Record<NoticeDateKey, NoticeDateChange>>
  /** The dates after the decision: lengthened where needed; unchanged when held. */
  dates: CancellationDates
  hold: NoticeHold | null
}

function daysFor(tiers: readonly DayTier[], daysInForce: number): number {
  const tier = tiers.find((candidate) => candidate.whileInForceUnder === undefined || daysInForce < candidate.whileInForceUnder)
  return (tier ?? tiers[tiers.length - 1]!).days
}

/** The general floor: the ground's minimum; for `other`, never shorter than non-payment's (conservative). */
function floorFor(state: string, ground: NoticeGround, daysInForce: number): number | null {
  const minimums = minimumsFor(state)
  const own = minimums[ground]
  if (own === null) return null
  const nonPayment = minimums.non_payment
  return ground === 'other' && nonPayment ? Math.max(daysFor(own, daysInForce), daysFor(nonPayment, daysInForce)) : daysFor(own, daysInForce)
}

/** An exception counts only when it names who, from where and why (rule 3: "attributable"). */
export function isAttributable(exception: HistoricalException | null): exception is HistoricalException {
  return (
    exception !== null &&
    Number.isInteger(exception.actorId) &&
    exception.actorId >= 1 &&
    exception.source.trim() !== '' &&
    exception.justification.trim() !== ''
  )
}

interface DateFloor {
  days: number | null
  why: DateChangeReason
}

function dateFloor(key: NoticeDateKey, generalFloor: number | null, alFederalFiling: boolean): DateFloor {
  const federal = key === 'effective_date_transaction_al' && alFederalFiling && generalFloor !== null && FEDERAL_AL_FILING_DAYS > generalFloor
  return federal ? { days: FEDERAL_AL_FILING_DAYS, why: 'federal_filing_minimum' } : { days: generalFloor, why: 'notice_minimum' }
}

const HOLD_PRIORITY: readonly HoldReason[] = ['minimum_after_expiration', 'date_outside_term']

export function decideNotice(input: NoticeInput): NoticeDecision {
  const { evaluationDay: day, term } = input
  const ground = groundOf(input.reasons, input.wholePolicy)
  const daysInForce = Math.max(0, daysBetween(term.effectiveDate, day))
  const floorDays = floorFor(input.state, ground, daysInForce)
  const historicalExempt = isAttributable(input.historicalException)
  const insideTerm = (date: string) => term.effectiveDate <= date && date <= term.expirationDate

  const measurements: NoticeDecision['measurements'] = {}
  const changes: NoticeDecision['changes'] = {}
  const problems: NoticeHold['problems'] = {}
  const reasons = new Set<HoldReason>()
  const dates = { ...input.dates }

  for (const key of NOTICE_DATE_KEYS) {
    const date = input.dates[key]
    if (date === null) continue
    const floor = dateFloor(key, floorDays, input.alFederalFiling)
    const minimumDate = floor.days === null ? null : addDays(day, floor.days)
    const meetsMinimum = minimumDate === null || date >= minimumDate
    measurements[key] = {
      date,
      days_after_evaluation: daysBetween(day, date),
      floor_days: floor.days,
      minimum_date: minimumDate,
      meets_minimum: meetsMinimum,
      inside_term: insideTerm(date),
    }
    const decided = historicalExempt || meetsMinimum ? date : minimumDate!
    if (!historicalExempt && minimumDate !== null && minimumDate > term.expirationDate) {
      reasons.add('minimum_after_expiration')
      problems[key] = [
        `The ${floor.days}-day minimum from the evaluation day ${day} gives the minimum date ${minimumDate}, after the policy expires on ${term.expirationDate}; the stored date ${date} is held for review, not shortened.`,
      ]
    } else if (!insideTerm(decided)) {
      reasons.add('date_outside_term')
      problems[key] = [
        `The ${decided === date ? 'stored' : 'lengthened'} date ${decided} lies outside the policy term, ${term.effectiveDate} to ${term.expirationDate}.`,
      ]
    } else if (decided !== date) {
      changes[key] = { from: date, to: decided, reason: floor.why, floor_days: floor.days! }
      dates[key] = decided
    }
  }

  const holdReason = HOLD_PRIORITY.find((reason) => reasons.has(reason))
  return {
    ground,
    noticeMinimumRequired: floorDays !== null,
    floorDays,
    daysInForce,
    minimumDate: floorDays === null ? null : addDays(day, floorDays),
    historicalExempt,
    measurements,
    changes: holdReason ? {} : changes,
    dates: holdReason ? { ...input.dates } : dates,
    hold: holdReason ? { reason: holdReason, problems } : null,
  }
}
