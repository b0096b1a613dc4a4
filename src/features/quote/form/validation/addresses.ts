import * as z from 'zod/mini'
import type { AddressForm, QuoteForm } from '../model'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import type { ValidationContext } from '../issues'
import { optionalText, requiredText, usState, zip } from '@/domain/form-checks'
import { zipStateProblem } from '@/generic/us-zip-prefixes'

/** One address schema for garage, mailing, shipping and terminals; `whose` names it in the messages. */
export const addressSchema = (whose: string) =>
  z.object({
    street: requiredText(`Enter the ${whose} street address`),
    city: requiredText(`Enter the ${whose} city`),
    state: usState(`Select the ${whose} state`),
    zip: zip(`Enter the ${whose} ZIP code`),
    county: optionalText(),
  })

/** The address's own problems under `base`; a ZIP code of another state is said on the ZIP code. */
function addressIssuesOf(schema: ReturnType<typeof addressSchema>, address: AddressForm, base: string): FormIssue[] {
  const issues = schemaIssues(schema, address, base)
  const zipProblem = issues.some(({ path }) => path === `${base}.zip`) ? null : zipStateProblem(address.zip, address.state)
  return zipProblem ? [...issues, { path: `${base}.zip`, message: zipProblem }] : issues
}

const garageSchema = addressSchema('garage')
const mailingSchema = addressSchema('mailing')
const shippingSchema = addressSchema('shipping')

export function addressIssues(values: QuoteForm, { mode }: ValidationContext): FormIssue[] {
  const copied = (address: { sameAsGarage: boolean }) => address.sameAsGarage
  return [
    ...addressIssuesOf(garageSchema, values.garage, 'garage'),
    ...(copied(values.mailing) ? [] : addressIssuesOf(mailingSchema, values.mailing, 'mailing')),
    ...(mode === 'indication' && !copied(values.shipping) ? addressIssuesOf(shippingSchema, values.shipping, 'shipping') : []),
  ]
}

const terminalSchema = addressSchema('terminal')

export const terminalIssues = (values: QuoteForm): FormIssue[] =>
  values.terminals.flatMap((terminal: AddressForm, index) => addressIssuesOf(terminalSchema, terminal, `terminals.${index}`))
