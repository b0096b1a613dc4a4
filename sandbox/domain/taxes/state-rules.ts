import {
  always,
  FEES_TAXED_BY_PRACTICE,
  flatFee,
  LOCKE_LORD_APPENDIX_A,
  lockeLordStatePage,
  percentageFee,
  PREMIUM_AND_POLICY_FEE,
  slipPlusTransactionFee,
  surplusLinesTax,
  taxOnlyState,
} from './rule-builders.ts'
import type { StateTaxRules } from './types.ts'

/**
 * Surplus lines taxes and fees by home state, from surplus-lines-taxes.md (the research table). Rates
 * are fractions (`"0.0485"` = 4.85 %). Notes marked `verify` are choices made where the research says
 * "verify" or "?"; docs/api-assumptions.md lists them. A dated rate holds from its `from` (policy
 * effective date) on; the first rate of a line also covers dates earlier than the research reaches.
 */
export const STATE_TAX_RULES: readonly StateTaxRules[] = [
  taxOnlyState('AL', '0.06'),
  {
    state: 'AK',
    lines: [percentageFee('filing_fee', 'Surplus lines filing fee', always('0.01')), { ...surplusLinesTax(always('0.027')), baseAlsoIncludes: ['filing_fee'] }],
    notes: [
      { text: 'The 1% filing fee is taxed along with the premium, as Alaska declarations show it ("of base & fee").' },
      { text: 'Motor truck cargo is treated as inland marine: the 1% filing fee applies, not the 0.75% wet marine rate.', coverages: ['MTC'], verify: true },
      FEES_TAXED_BY_PRACTICE,
    ],
    sources: [LOCKE_LORD_APPENDIX_A, 'insurancetaxservices.com sample declaration'],
  },
  {
    state: 'AZ',
    lines: [surplusLinesTax(always('0.03')), percentageFee('stamping_fee', 'Stamping fee (SLSOA)', always('0.002'))],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A, 'PropertyCasualty360 surplus lines chart (2012): stamping base includes policy fees'],
  },
  {
    state: 'AR',
    lines: [surplusLinesTax(always('0.04'))],
    notes: [{ text: 'Arkansas excludes only sums collected for taxes from premium, so policy and underwriting fees are taxed.', verify: true }],
    sources: [LOCKE_LORD_APPENDIX_A, 'A.C.A. § 23-65-315'],
  },
  {
    state: 'CA',
    lines: [
      surplusLinesTax(always('0.03')),
      percentageFee('stamping_fee', 'Stamping fee (SLA)', [{ value: '0.0025' }, { from: '2023-01-01', value: '0.0018' }]),
    ],
    notes: [
      {
        text: 'Policy and underwriting fees are taken to be charged by the insurer or its MGA, and so taxed; broker fees, which California generally does not tax, are not an input here.',
        verify: true,
      },
    ],
    sources: [LOCKE_LORD_APPENDIX_A, 'slt.arqu.com California rates (2026)'],
  },
  taxOnlyState('CO', '0.03'),
  taxOnlyState('CT', '0.04'),
  taxOnlyState('DE', '0.03'),
  taxOnlyState('DC', '0.02'),
  {
    state: 'FL',
    lines: [
      surplusLinesTax([{ value: '0.05' }, { from: '2020-07-01', value: '0.0494' }]),
      percentageFee('service_fee', 'Service fee (FSLSO)', always('0.0006')),
    ],
    notes: [
      { text: 'Florida treats policy, inspection and similar per-policy fees as premium; the FSLSO service fee is not itself taxed.' },
      { text: 'The Florida EMPA surcharge ($2 or $4) applies to property policies, not to trucking coverages: not charged.' },
      { text: 'No FIGA or Citizens assessment is assumed to be levied on the effective date.', verify: true },
    ],
    sources: ['fslso.com tax and fee table, and FAQ', LOCKE_LORD_APPENDIX_A],
  },
  taxOnlyState('GA', '0.04'),
  {
    state: 'HI',
    lines: [surplusLinesTax(always('0.0468'))],
    notes: [
      {
        text: 'Hawaii excludes fees added by the broker from gross premium; the policy and underwriting fees here are taken to be the insurer’s, and so taxed.',
        verify: true,
      },
    ],
    sources: ['HRS § 431:8-315', LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'ID',
    lines: [surplusLinesTax(always('0.015')), percentageFee('stamping_fee', 'Stamping fee (SLAI)', always('0.005'))],
    notes: [{ text: 'Idaho stamping fee taken as 0.5% (older sources say 0.25%).', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'IL',
    lines: [surplusLinesTax(always('0.035')), percentageFee('stamping_fee', 'Stamping fee (SLAI)', always('0.0004'))],
    notes: [
      {
        text: 'The Illinois fire marshal tax (up to 1% of the fire portion) is not charged: physical damage premium is not split by peril here.',
        coverages: ['APD'],
        verify: true,
      },
      FEES_TAXED_BY_PRACTICE,
    ],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  taxOnlyState('IN', '0.025'),
  {
    state: 'IA',
    lines: [
      surplusLinesTax([
        { value: '0.00975' },
        { from: '2025-01-01', value: '0.0095' },
        { from: '2026-01-01', value: '0.00925' },
        { from: '2027-01-01', value: '0.009' },
      ]),
    ],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: [`${LOCKE_LORD_APPENDIX_A} (2024 update: 0.975% 2024, 0.95% 2025, 0.925% 2026, 0.9% 2027 on)`],
  },
  {
    state: 'KS',
    lines: [surplusLinesTax([{ value: '0.06' }, { from: '2024-01-01', value: '0.03' }])],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'KY',
    lines: [surplusLinesTax(always('0.03')), percentageFee('premium_surcharge', 'Premium surcharge', always('0.018'))],
    notes: [
      {
        text: 'Kentucky local government premium tax is NOT included: it depends on the city or county of the insured (roughly 3% to 12%). Add the rate of the insured’s location before quoting a total.',
      },
      { text: 'Kentucky deems fees and charges to be premium (KRS 304.14-030); the 3% tax is not charged on the surcharge or the local tax.' },
    ],
    sources: ['KRS 304.10-180', 'KRS 304.14-030', 'surpluslinesassociates.com', lockeLordStatePage('kentucky')],
  },
  {
    state: 'LA',
    lines: [surplusLinesTax(always('0.0485'))],
    notes: [{ text: 'No Louisiana stamping or other fee was found: none charged.', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  taxOnlyState('ME', '0.03'),
  {
    state: 'MD',
    lines: [surplusLinesTax(always('0.03'))],
    notes: [{ text: 'No Maryland stamping or other fee was found: none charged.', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  taxOnlyState('MA', '0.04'),
  {
    state: 'MI',
    lines: [surplusLinesTax(always('0.02')), percentageFee('regulatory_fee', 'Regulatory fee', always('0.005'))],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'MN',
    lines: [surplusLinesTax(always('0.03')), percentageFee('stamping_fee', 'Stamping fee (SLAM)', always('0.0004'))],
    notes: [{ text: 'The Minnesota fire safety surcharge on fire lines is not charged.', coverages: ['APD'], verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: [LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'MS',
    lines: [
      surplusLinesTax(always('0.04')),
      percentageFee('stamping_fee', 'Stamping fee (MSLA)', always('0.0025')),
      percentageFee('mwua_policy_fee', 'Non-admitted policy fee (MWUA)', always('0.03')),
    ],
    notes: [{ text: 'Mississippi treats policy and inspection fees as premium.' }],
    sources: ['msla.org assessments page and tax estimator', LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'MO',
    lines: [surplusLinesTax(always('0.05'))],
    notes: [{ text: 'Missouri taxes net premium excluding only taxes, so policy and underwriting fees are taxed.', verify: true }],
    sources: [lockeLordStatePage('missouri'), 'RSMo 384.059 and 384.061'],
  },
  {
    state: 'MT',
    lines: [surplusLinesTax(always('0.0275')), slipPlusTransactionFee({ quoteCreatedFrom: '2026-01-01T00:00:00-07:00' })],
    notes: [
      { text: 'Filed electronically: the 0.25% Montana stamping fee applies to paper filings only and is not charged.' },
      {
        text: 'The 2.5% Montana fire tax on the fire portion is not charged: physical damage premium is not split by peril here.',
        coverages: ['APD'],
        verify: true,
      },
      FEES_TAXED_BY_PRACTICE,
    ],
    sources: ['csimt.gov surplus lines page (SLIP+ for States from 2026)', lockeLordStatePage('montana')],
  },
  {
    state: 'NE',
    lines: [surplusLinesTax(always('0.03'))],
    notes: [{ text: 'No Nebraska fire tax is charged on the fire portion of physical damage.', coverages: ['APD'], verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: ['Neb. Rev. Stat. § 44-5506', LOCKE_LORD_APPENDIX_A],
  },
  {
    state: 'NV',
    lines: [surplusLinesTax(always('0.035')), percentageFee('stamping_fee', 'Stamping fee (NSLA)', always('0.004'))],
    notes: [
      { text: 'Nevada counts policy, inspection and other fees as premium (NRS 685A.180(3)).' },
      { text: 'Nevada stamping fee taken as 0.4% (current value not confirmed).', verify: true },
    ],
    sources: ['NRS 685A.180', 'surplexa.com', 'NAPSLO chart (2006)'],
  },
  taxOnlyState('NH', '0.03', [lockeLordStatePage('new-hampshire')]),
  {
    state: 'NJ',
    lines: [surplusLinesTax(always('0.05'))],
    notes: [{ text: 'New Jersey taxes policy fees with premium (secondary source).', verify: true }],
    sources: [lockeLordStatePage('new-jersey'), 'legalclarity.org'],
  },
  {
    state: 'NM',
    lines: [surplusLinesTax(always('0.03003'))],
    notes: [{ text: 'New Mexico taxes policy and inspection fees with premium.' }],
    sources: ['NMSA 59A-14-12', lockeLordStatePage('new-mexico'), 'iianm.org'],
  },
  {
    state: 'NY',
    lines: [surplusLinesTax(always('0.036')), percentageFee('stamping_fee', 'Stamping fee (ELANY)', always('0.0015'))],
    notes: [{ text: 'ELANY stamping fee taken as 0.15% (the current rate is not confirmed: about 0.15% to 0.17%).', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: ['elany.org manual, sections VI and IX'],
  },
  {
    state: 'NC',
    lines: [surplusLinesTax(always('0.05')), percentageFee('stamping_fee', 'Stamping fee (NCSLA)', always('0.003'))],
    notes: [
      { text: 'North Carolina taxes fees charged by the insurer; broker-retained fees, which it does not tax, are not an input here.' },
      { text: 'Stamping fee 0.3% for every effective date (it was 0.4% at the start of 2017; the date of the change is not in the research).', verify: true },
    ],
    sources: ['ncsla.com taxes and fees page (worked example)'],
  },
  {
    state: 'ND',
    lines: [surplusLinesTax(always('0.0175'))],
    notes: [{ text: 'North Dakota taxes policy and service fees with premium.' }],
    sources: ['NDCC 26.1-44-03.1', lockeLordStatePage('north-dakota')],
  },
  {
    state: 'OH',
    lines: [surplusLinesTax(always('0.05'), PREMIUM_AND_POLICY_FEE)],
    notes: [
      {
        text: 'Ohio taxes fees charged by the insurer but not those of a broker, MGA or underwriting manager: the policy fee is taken to be the insurer’s (taxed) and the underwriting fee an MGA fee (not taxed).',
        verify: true,
      },
      { text: 'Primary auto liability may not be eligible for surplus lines placement in Ohio (OAPSLO).', coverages: ['AL'], verify: true },
    ],
    sources: [lockeLordStatePage('ohio'), 'oapslo.org FAQ'],
  },
  {
    state: 'OK',
    lines: [surplusLinesTax(always('0.06'))],
    notes: [{ text: 'No Oklahoma stamping or other fee was found: none charged.', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: ['36 O.S. § 1115'],
  },
  {
    state: 'OR',
    lines: [
      surplusLinesTax(always('0.02')),
      percentageFee('fire_marshal_tax', 'Fire marshal tax', always('0.003')),
      flatFee('sla_service_charge', 'Service charge (SLAO), per policy', '10.00'),
    ],
    notes: [{ text: 'Oregon taxes premium together with fees and charges.' }],
    sources: ['oregonsla.org filing procedures'],
  },
  {
    state: 'PA',
    lines: [surplusLinesTax(always('0.03')), flatFee('stamping_fee', 'Stamping fee (PSLA), per filing', '20.00')],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: [lockeLordStatePage('pennsylvania'), 'ilsainc.com'],
  },
  taxOnlyState('RI', '0.04', [lockeLordStatePage('rhode-island')]),
  taxOnlyState('SC', '0.06', [lockeLordStatePage('south-carolina')]),
  {
    state: 'SD',
    lines: [
      surplusLinesTax(always('0.025')),
      slipPlusTransactionFee({ quoteCreatedFrom: '2026-01-01T00:00:00-06:00' }),
      percentageFee('fire_other_tax', 'Fire and other tax (FOT)', always('0.001'), { coverages: ['APD'] }),
    ],
    notes: [
      { text: 'Trucking coverages are taxed at 2.5%, not the 3% rate for fire insurance.', verify: true },
      { text: 'Physical damage is taken to fall under the fire and other tax (FOT, 0.1%) codes.', coverages: ['APD'], verify: true },
      {
        text: 'The 0.075% fire inland marine tax (FIMT) is not charged on cargo: motor truck cargo is not taken to be a fire inland marine code.',
        coverages: ['MTC'],
        verify: true,
      },
      FEES_TAXED_BY_PRACTICE,
    ],
    sources: [lockeLordStatePage('south-dakota'), 'surplexa.com (2026)'],
  },
  taxOnlyState('TN', '0.05', [lockeLordStatePage('tennessee')]),
  {
    state: 'TX',
    lines: [
      surplusLinesTax(always('0.0485')),
      percentageFee('stamping_fee', 'Stamping fee (SLTX)', [{ value: '0.00075' }, { from: '2024-01-01', value: '0.0004' }]),
    ],
    notes: [
      {
        text: 'The Texas motor vehicle crime prevention fee (charged per vehicle on auto policies) is not included: the calculator has no vehicle count.',
        coverages: ['AL', 'APD'],
        verify: true,
      },
      FEES_TAXED_BY_PRACTICE,
    ],
    sources: ['sltx.org stamping fees page', 'TDI order on the stamping fee', 'Cover Whale invoice validator (TX)'],
  },
  {
    state: 'UT',
    lines: [surplusLinesTax(always('0.0425')), percentageFee('stamping_fee', 'Stamping fee (SLAU)', always('0.0018'))],
    notes: [FEES_TAXED_BY_PRACTICE],
    sources: ['Utah Admin. Code R590-157-4', 'NAPSLO chart (2007)'],
  },
  taxOnlyState('VT', '0.03', ['8 V.S.A. § 5035']),
  {
    state: 'VA',
    lines: [surplusLinesTax(always('0.0225'))],
    notes: [{ text: 'Virginia rate taken as 2.25% (one vendor site says 3.25%).', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: [lockeLordStatePage('virginia')],
  },
  {
    state: 'WA',
    lines: [surplusLinesTax(always('0.02')), percentageFee('stamping_fee', 'Stamping fee (SLAW)', always('0.001'))],
    notes: [{ text: 'Washington stamping fee taken as 0.1% (one vendor says 0.3%).', verify: true }, FEES_TAXED_BY_PRACTICE],
    sources: ['surpluslines.org FAQ', 'sltax360.com'],
  },
  {
    state: 'WV',
    lines: [surplusLinesTax(always('0.0455'))],
    notes: [{ text: 'West Virginia taxes gross premiums and gross fees.' }],
    sources: ['W. Va. Code § 33-12C-7', lockeLordStatePage('west-virginia')],
  },
  taxOnlyState('WI', '0.03', [lockeLordStatePage('wisconsin'), 'oci.wi.gov']),
  taxOnlyState('WY', '0.03', ['Wyo. Stat. § 26-11-118']),
]

const RULES_BY_STATE = new Map(STATE_TAX_RULES.map((rules) => [rules.state as string, rules]))

export function stateTaxRules(state: string): StateTaxRules | undefined {
  return RULES_BY_STATE.get(state)
}
