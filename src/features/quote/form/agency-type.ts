import { readStored, writeStored } from '@/generic/storage'
import type { AgencyType } from './model'

/**
 * What the person told us about their agency, remembered per account in this browser. The API cannot
 * say whether an account is a wholesaler; the service's 422 on `retailAgent` overrides this
 * (docs/decisions/0006-agency-type.md).
 */
const PREFIX = 'portal.quote-wizard.agency-type'
const key = (username: string) => `${PREFIX}.${username.toLowerCase()}`

export function rememberedAgencyType(username: string): AgencyType | '' {
  const stored = readStored(key(username))
  return stored === 'retail' || stored === 'wholesale' ? stored : ''
}

export function rememberAgencyType(username: string, agencyType: AgencyType): void {
  writeStored(key(username), agencyType)
}
