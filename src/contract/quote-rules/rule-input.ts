import type { IndicationRequest, QuoteRequest } from '../quote.ts'

/** A row as the rules see it: the fields that parsed, or null when the row is not an object at all. */
type Row<T, Key extends keyof T> = Partial<Pick<T, Key>> | null

type Rows<T, Key extends keyof T> = readonly Row<T, Key>[]

type Group<T, Key extends keyof T = keyof T> = Partial<Pick<T, Key>> | null

/**
 * What the rules read. A whole wire request is one. So is what parsed of a request that failed its
 * schema: the fields that parsed, a group or row that is not an object at all as null. The sandbox
 * checks both, so rule problems are reported together with schema problems, and a rule never runs on
 * a field that did not parse (it is skipped, not guessed).
 */
export interface QuoteRuleInput {
  insuredInformation?: Group<QuoteRequest['insuredInformation'], 'monthsInBusiness'>
  garageAddress?: Group<QuoteRequest['garageAddress'], 'garageState'>
  coverage?: Group<QuoteRequest['coverage']>
  /** Only its presence matters: undefined is "not sent". */
  retailAgent?: unknown
  radius?: Group<QuoteRequest['radius']>
  commodities?: Rows<QuoteRequest['commodities'][number], 'commodityPercentage'> | null
  vehicles?: Rows<QuoteRequest['vehicles'][number], 'vin' | 'year' | 'value'> | null
  trailers?: Rows<QuoteRequest['trailers'][number], 'vin' | 'year' | 'value'> | null
  drivers?: Rows<QuoteRequest['drivers'][number], 'dateOfBirth' | 'dateOfHire' | 'yearsExperience'> | null
  losses?: Readonly<Record<string, unknown>> | null
  limits?: Group<IndicationRequest['limits'], 'nbrOfTrucks' | 'limitAutoLiability'>
}
