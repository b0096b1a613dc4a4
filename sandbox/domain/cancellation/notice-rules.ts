import type { NoticeGround } from './ground.ts'
import type { UsStateCode } from '../../../src/generic/us-states.ts'

/**
 * Minimum notice of cancellation for the sandbox's policies (commercial auto, surplus lines), as data:
 * one record per state and DC, from cancellation-notice-days.md (the research notes). A state's own
 * minimums apply only where its cancellation rules reach surplus-lines policies (the research's
 * "express application" list) and the research gives figures; everywhere else the policy conditions'
 * baseline applies. Notes marked `verify` record a choice the research leaves open; docs/api-assumptions.md
 * lists them. Why data and one engine: docs/decisions/0016-cancellation-notice-rules.md.
 */

/** Days of notice; a tier with `whileInForceUnder` holds while the policy has been in force fewer days than that. */
export interface DayTier {
  days: number
  whileInForceUnder?: number
}

/** Minimum days per ground; null: no statutory minimum (rule 4, a pure whole-policy insured request). */
export type GroundMinimums = Readonly<Record<NoticeGround, readonly DayTier[] | null>>

/** Whether the state's cancellation rules reach surplus-lines (non-admitted) policies. */
export type SurplusLinesReach = 'applies' | 'exempt' | 'silent'

export interface NoticeNote {
  text: string
  verify?: true
}

export interface StateNoticeRules {
  state: UsStateCode
  surplusLines: SurplusLinesReach
  /** The state's own minimums, used because they reach surplus lines; absent: the baseline. */
  minimums?: GroundMinimums
  notes?: readonly NoticeNote[]
  sources: readonly string[]
}

const SURPLUS_LINES_SURVEY =
  'insuro.ai, Surplus Lines Cancellation/Non-Renewal 50-State Survey (2026); WSIA compliance chart (June 2021); Locke Lord QuickStudy (2019); PCI chart (cancellation-notice-days.md §4)'

function minimums(nonPayment: readonly DayTier[], other: readonly DayTier[]): GroundMinimums {
  return { non_payment: nonPayment, other, insured_broker_request: null }
}

/** ISO commercial auto and common policy conditions: 10 days for non-payment, 30 for any other reason. */
export const BASELINE_MINIMUMS = minimums([{ days: 10 }], [{ days: 30 }])
export const BASELINE_SOURCES = [
  'ISO commercial auto / common policy conditions (cancellation-notice-days.md §2): EzineArticles copy (hoteldict.com 2017), traintoadjust.com glossary, brokerageaudit.com 2026 guide',
] as const

/** MCS-90 / MCS-90B: 35 days' written notice, counted here from the approval day as the day of mailing. */
export const FEDERAL_AL_FILING_DAYS = 35
export const FEDERAL_AL_FILING_SOURCES = [
  "MCS-90 endorsement text quoted in OMB ICR 201712-2126-001 (omb.report): 35 days' written notice",
  'FMCSA L&I "Insurance Filing (Cancellation) Help": a BMC-91/91X cancellation takes effect more than 30 days after processing',
] as const

/** Notes that hold for every state. */
export const GENERAL_NOTES: readonly NoticeNote[] = [
  {
    text: "Workers' compensation cancellation notice has its own statutes, which the research does not cover: a canceled WC date gets the same minimum as the policy's other dates.",
    verify: true,
  },
  {
    text: "Days are calendar days from the approval day (the notice's mailing day), the sandbox clock's date in UTC; the minimum date is the approval day plus the minimum.",
  },
]

const SILENT: NoticeNote = {
  text: 'The survey finds this state silent on surplus lines (it depends on whether "insurer" means an admitted insurer): the policy conditions\' 10 and 30 days apply.',
  verify: true,
}

const APPLIES_WITHOUT_FIGURES: NoticeNote = {
  text: "This state's cancellation rules reach surplus lines, but the research gives no figures for them: the policy conditions' 10 and 30 days apply until verified.",
  verify: true,
}

const exempt = (state: UsStateCode, ...notes: NoticeNote[]): StateNoticeRules => ({
  state,
  surplusLines: 'exempt',
  ...(notes.length > 0 && { notes }),
  sources: [SURPLUS_LINES_SURVEY],
})

const silent = (state: UsStateCode, ...notes: NoticeNote[]): StateNoticeRules => ({
  state,
  surplusLines: 'silent',
  notes: [SILENT, ...notes],
  sources: [SURPLUS_LINES_SURVEY],
})

const appliesWithoutFigures = (state: UsStateCode, ...notes: NoticeNote[]): StateNoticeRules => ({
  state,
  surplusLines: 'applies',
  notes: [APPLIES_WITHOUT_FIGURES, ...notes],
  sources: [SURPLUS_LINES_SURVEY],
})

/** Research figures for admitted policies, recorded where they do not apply, so nobody "corrects" the record with them. */
const admittedOnly = (text: string): NoticeNote => ({ text: `For admitted policies: ${text}; not applied to surplus lines.` })

export const STATE_NOTICE_RULES: readonly StateNoticeRules[] = [
  exempt('AL', { text: "Exempt for all lines by the department's position." }),
  appliesWithoutFigures('AK', { text: 'Commercial cancellation rules apply to surplus lines; nonrenewal rules do not.' }),
  exempt('AZ', { text: 'Commercial lines exempt.' }),
  silent('AR'),
  exempt('CA', admittedOnly('CIC §677.2, 10 days non-payment, 30 other (unverified)'), {
    text: "California's rules apply to surplus lines except auto and workers' compensation: trucking auto is exempt.",
  }),
  exempt('CO'),
  appliesWithoutFigures('CT'),
  silent('DE'),
  silent('DC'),
  {
    state: 'FL',
    surplusLines: 'applies',
    minimums: minimums([{ days: 10 }], [{ days: 20, whileInForceUnder: 90 }, { days: 45 }]),
    sources: [
      SURPLUS_LINES_SURVEY,
      'Fla. Stat. §626.9201 (cancellation rules reach surplus lines)',
      'oltraining.net excerpt of the Fla. Stat. §627.4133 pattern: 10 days non-payment; 20 days in the first 90 days, 45 after',
    ],
  },
  silent('GA', admittedOnly('O.C.G.A. §33-24-47, 10 days non-payment, 45 other (unverified)')),
  exempt('HI'),
  silent('ID'),
  silent('IL', admittedOnly('215 ILCS 5/143.16, 10 days non-payment, 30 other while in force 60 days or less, 60 after (unverified)')),
  silent('IN'),
  exempt('IA'),
  silent('KS'),
  silent('KY'),
  silent('LA'),
  exempt('ME', { text: 'Maine has surplus lines rules of its own, which the research does not give.' }),
  silent('MD'),
  silent('MA'),
  silent('MI'),
  silent('MN'),
  silent('MS'),
  exempt('MO'),
  appliesWithoutFigures('MT'),
  silent('NE'),
  silent('NV'),
  exempt('NH'),
  silent('NJ', admittedOnly('N.J.A.C. 11:1-20, 10 days non-payment, 30 other (unverified)')),
  appliesWithoutFigures('NM'),
  exempt('NY', admittedOnly('Ins. Law §3426, 15 days (unverified)'), { text: 'Commercial excess lines exempt, §3426(l)(2).' }),
  exempt('NC', admittedOnly('G.S. §58-41-15, 15 days non-payment, 30 other (unverified)')),
  silent('ND'),
  exempt('OH', admittedOnly('ORC §3937.25, 10 days non-payment, 30 other (unverified)'), { text: 'Surplus lines exempt, §3905.332(I)(3).' }),
  appliesWithoutFigures('OK', { text: 'Commercial cancellation rules apply to surplus lines.' }),
  silent('OR'),
  {
    state: 'PA',
    surplusLines: 'applies',
    minimums: minimums([{ days: 15 }], [{ days: 30, whileInForceUnder: 60 }, { days: 60 }]),
    notes: [
      { text: 'Act 86 / 40 P.S. §3401ff figures are unverified in the research: 15 days non-payment; 30 days in the first 60 days, 60 after.', verify: true },
    ],
    sources: [SURPLUS_LINES_SURVEY, '31 Pa. Code §113.81 (reaches surplus-lines commercial, per insuro.ai)', 'Act 86, 40 P.S. §3401 ff.'],
  },
  silent('RI'),
  appliesWithoutFigures('SC'),
  silent('SD'),
  silent('TN'),
  silent('TX', {
    text: "Texas (28 TAC §5.7014) gives admitted policies 10 days for any ground (any reason in the first 60 days, listed reasons after); the survey does not list Texas as applying its rules to surplus lines, so an underwriting cancellation gets the policy conditions' 30 days (sandbox-fixtures.md BR-20003 agrees).",
  }),
  silent('UT'),
  appliesWithoutFigures('VT'),
  exempt('VA'),
  silent('WA'),
  silent('WV'),
  exempt('WI'),
  silent('WY'),
]

const BY_STATE = new Map<string, StateNoticeRules>(STATE_NOTICE_RULES.map((rules) => [rules.state, rules]))

/** The state's record, or undefined for a code that is not a US state (the baseline then applies). */
export function noticeRulesOf(state: string): StateNoticeRules | undefined {
  return BY_STATE.get(state)
}

/** The minimums in force for a surplus-lines policy of that state. */
export function minimumsFor(state: string): GroundMinimums {
  const rules = noticeRulesOf(state)
  return rules?.surplusLines === 'applies' && rules.minimums ? rules.minimums : BASELINE_MINIMUMS
}
