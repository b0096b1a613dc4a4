import type { TaxCalculationRequest } from '@/api/contract/tax'

/** Query keys of the tax calculator, from general to specific: one calculation per request. */
export const taxKeys = {
  all: ['tax'] as const,
  calculations: () => [...taxKeys.all, 'calculation'] as const,
  calculation: (request: TaxCalculationRequest | null) => [...taxKeys.calculations(), request] as const,
}
