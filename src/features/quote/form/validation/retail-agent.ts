import * as z from 'zod/mini'
import type { QuoteForm } from '../model'
import { schemaIssues, type FormIssue } from '@/generic/form-issues'
import { email, optionalText, optionalUsState, optionalZip, phone, requiredText } from '@/domain/form-checks'

const retailAgentSchema = z.object({
  agencyName: requiredText('Enter the name of the retail agency'),
  firstName: requiredText("Enter the retail agent's first name"),
  lastName: requiredText("Enter the retail agent's last name"),
  phone: phone("Enter the retail agent's phone number"),
  email: email("Enter the retail agent's e-mail address"),
  street: optionalText(),
  city: optionalText(),
  state: optionalUsState(),
  zip: optionalZip(),
})

export function retailAgentIssues({ agencyType, retailAgent }: QuoteForm): FormIssue[] {
  if (agencyType === '') return [{ path: 'agencyType', message: 'Select whether your agency places this business for a retail agency' }]
  return agencyType === 'wholesale' ? schemaIssues(retailAgentSchema, retailAgent, 'retailAgent') : []
}
