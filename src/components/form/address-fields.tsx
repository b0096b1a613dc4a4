import { memo } from 'react'
import { US_STATES } from '@/generic/us-states'
import { SelectField } from './select-field'
import { TextField } from './text-field'

export interface AddressFieldsProps {
  /** Where the address (street, city, state, zip, county) sits in the form: `garage`, `terminals.2`, `retailAgent`. */
  base: string
  /** Everything optional (a retail agent's address). */
  optional?: boolean
  county?: boolean
  /** Browser autofill section, so garage and mailing are filled separately. */
  autoCompleteSection?: string
}

/** One address block for garage, mailing, shipping, terminals and the retail agent. */
export const AddressFields = memo(function AddressFields({ base, optional, county = true, autoCompleteSection }: AddressFieldsProps) {
  const name = (field: string) => `${base}.${field}`
  const autoComplete = (token: string) => (autoCompleteSection ? `section-${autoCompleteSection} ${token}` : 'off')
  return (
    <>
      <TextField name={name('street')} label="Street address" optional={optional} autoComplete={autoComplete('street-address')} />
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <TextField name={name('city')} label="City" optional={optional} width="md" autoComplete={autoComplete('address-level2')} />
        <SelectField name={name('state')} label="State" optional={optional} options={US_STATES} width="sm" />
        <TextField name={name('zip')} label="ZIP code" optional={optional} width="sm" kind="digits" code autoComplete={autoComplete('postal-code')} />
      </div>
      {county && <TextField name={name('county')} label="County" optional width="md" />}
    </>
  )
})
