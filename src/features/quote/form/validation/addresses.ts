import * as z from 'zod/mini'
import type { AddressForm, QuoteForm } from '../model'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import type { ValidationContext } from '../issues'
import { optionalText, requiredText, usState, zip } from '@/domain/form-checks'

/** One address schema for garage, mailing, shipping and terminals; `whose` names it in the messages. */
export const addressSchema = (whose: string) =>
  z.object({
    street: requiredText(`Enter the ${whose} street address`),
    city: requiredText(`Enter the ${whose} city`),
    state: usState(`Select the ${whose} state`),
    zip: zip(`Enter the ${whose} ZIP code`),
    county: optionalText(),
  })

const garageSchema = addressSchema('garage')
const mailingSchema = addressSchema('mailing')
const shippingSchema = addressSchema('shipping')

export function addressIssues(values: QuoteForm, { mode }: ValidationContext): FormIssue[] {
  const copied = (address: { sameAsGarage: boolean }) => address.sameAsGarage
  return [
    ...schemaIssues(garageSchema, values.garage, 'garage'),
    ...(copied(values.mailing) ? [] : schemaIssues(mailingSchema, values.mailing, 'mailing')),
    ...(mode === 'indication' && !copied(values.shipping) ? schemaIssues(shippingSchema, values.shipping, 'shipping') : []),
  ]
}

const terminalSchema = addressSchema('terminal')

export const terminalIssues = (values: QuoteForm): FormIssue[] =>
  values.terminals.flatMap((terminal: AddressForm, index) => schemaIssues(terminalSchema, terminal, `terminals.${index}`))
