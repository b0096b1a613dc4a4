import type { OperationKey, RadiusKey, WizardMode } from '../form/model'

/** Words for the form's flags and buckets, shared by their step and the check page. */

/** The wizard's kind of request with its article, as a sentence starts: "An indication", never "A indication". */
export const A_REQUEST: Record<WizardMode, string> = { quote: 'A quote', indication: 'An indication' }

export const OPERATION_LABELS: Record<OperationKey, string> = {
  local: 'Local, within 50 miles',
  intermediate: 'Intermediate, 51 to 200 miles',
  longHaul: 'Long haul, over 200 miles',
  intermodalPort: 'Intermodal or port drayage',
  dumpTruckOther: 'Dump truck, other materials',
  dumpTruckSandGravel: 'Dump truck, sand and gravel',
  endDumper: 'End dump',
  logging: 'Logging',
  refrigerated: 'Refrigerated freight',
  hotShot: 'Hot shot',
  oversizeOverweight: 'Oversize or overweight loads',
  automobileHauler: 'Auto hauling',
  towing: 'Towing and repossession',
  householdGoods: 'Household goods moving',
  tanker: 'Tanker',
}

export const RADIUS_LABELS: Record<RadiusKey, string> = {
  upTo50: 'Up to 50 miles',
  from51To200: '51 to 200 miles',
  from201To500: '201 to 500 miles',
  over500: 'Over 500 miles',
}

export const FILING_LABELS = {
  federalFiling: 'Needs a federal auto liability filing',
  stateFiling: 'Needs a state auto liability filing',
} as const

export const ELIGIBILITY_LABELS = {
  ineligible: 'Runs operations the program does not write',
  priorInsuranceCancelled: 'Prior insurance was canceled or non-renewed',
} as const

/** The names of coverages live with the quote's figures, which the sandbox's quote PDF shares. */
export { coverageLabel, coverageName } from '@/domain/quote-figures'
