import * as z from 'zod/mini'
import { MAX_MONTHS_BESIDE_YEARS, USDOT_PATTERN } from '@/contract/leaf-rules'
import type { QuoteForm } from '../model'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import { number, optionalEmail, optionalNumber, optionalPhone, optionalText, requiredText } from '@/domain/form-checks'

// In the order of the page: the USDOT number first (ADR 0127).
const insuredSchema = z.object({
  dotNumber: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the USDOT number'), z.regex(USDOT_PATTERN, 'Enter the USDOT number as up to 8 digits, like 3141592')),
  legalName: requiredText('Enter the legal name of the insured'),
  dbaName: optionalText(),
  ownerName: optionalText(),
  email: optionalEmail(),
  yearsInBusiness: number({ name: 'the years in business', min: 0, max: 200 }),
  monthsInBusiness: optionalNumber({ name: 'the months in business', min: 0, max: MAX_MONTHS_BESIDE_YEARS }),
  contactFirstName: optionalText(),
  contactLastName: optionalText(),
  contactPhone: optionalPhone(),
  contactEmail: optionalEmail(),
})

export const insuredIssues = (values: QuoteForm): FormIssue[] => schemaIssues(insuredSchema, values.insured, 'insured')
