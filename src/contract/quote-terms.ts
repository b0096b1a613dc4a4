import type { CoverageCode } from './quote-enums.ts'

/**
 * The limits and deductibles a quote is rated with that its request cannot choose: section 2.7 has no
 * `limits` in a quote body, and section 4.2 returns each coverage's `limit` and `deductible`. Decided
 * once here: the sandbox rates with them (sandbox/domain/rating/tables.ts) and the wizard announces
 * them before a quote is sent. A real service may set others; its response's figures are the ones that
 * count, and the result page shows those (docs/api-assumptions.md, "Figures from a quote").
 */
export const QUOTE_SET_TERMS = {
  AL: { limit: 1_000_000, deductible: 0 },
  /** Physical damage's limit is the stated value of the units insured. */
  APD: { deductible: 2_500 },
  MTC: { limit: 100_000, deductible: 1_000 },
  TGL: { limit: 1_000_000, deductible: 0 },
  NTL: { limit: 1_000_000, deductible: 0 },
} as const satisfies Record<CoverageCode, { limit?: number; deductible: number }>

/** Towing and storage on physical damage, per vehicle marked for it: a quote sets the limit, an indication asks it. */
export const QUOTE_TOWING_LIMIT_PER_UNIT = 7_500
