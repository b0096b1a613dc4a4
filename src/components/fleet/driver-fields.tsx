import type { ReactNode } from 'react'
import { DRIVER_ELIGIBILITY } from '@/contract/quote-enums'
import { Fieldset } from '@/components/form/fieldset'
import { SelectField } from '@/components/form/select-field'
import { TextField } from '@/components/form/text-field'
import type { DriverExtra } from '@/domain/fleet/driver'
import { US_STATES } from '@/generic/us-states'

/** Extra questions that sit among the shared ones; a yes/no of one form only (the quote's owner switch) goes in `children`. */
export type AskedDriverExtra = Exclude<DriverExtra, 'isOwner'>

/**
 * The questions of a driver (`DriverForm` of src/domain/fleet/driver.ts) under `base`: `drivers.2` in a
 * quote, `driver` in a form of its own. `asks` adds the extras the form's body has (a quote's hire
 * date; an added driver's months of experience and major violations), each in its place.
 */
export function DriverFields({ base, asks = [], children }: { base: string; asks?: readonly AskedDriverExtra[]; children?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <TextField name={`${base}.firstName`} label="First name" width="md" />
        <TextField name={`${base}.lastName`} label="Last name" width="md" />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <SelectField name={`${base}.licenseState`} label="License state" options={US_STATES} width="sm" />
        <TextField name={`${base}.licenseNumber`} label="CDL number" width="md" code />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <TextField name={`${base}.dateOfBirth`} label="Date of birth" kind="date" width="sm" />
        {asks.includes('dateOfHire') && <TextField name={`${base}.dateOfHire`} label="Date of hire" optional kind="date" width="sm" />}
        <TextField name={`${base}.yearsExperience`} label="Years of CDL experience" kind="whole" width="xs" />
        {asks.includes('monthsExperience') && (
          <TextField name={`${base}.monthsExperience`} label="Months" hint="Beyond the whole years." optional kind="whole" width="xs" />
        )}
      </div>
      <Fieldset legend="In the last 3 years" hint="Leave a box empty for none." size="question" optionalFields>
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name={`${base}.accidents`} label="Accidents" kind="whole" width="xs" />
          <TextField name={`${base}.violations`} label="Violations" kind="whole" width="xs" />
          {asks.includes('majorViolations') && <TextField name={`${base}.majorViolations`} label="Major violations" kind="whole" width="xs" />}
          <TextField name={`${base}.suspensions`} label="Suspensions" kind="whole" width="xs" />
        </div>
      </Fieldset>
      <SelectField name={`${base}.eligibility`} label="Cover for this driver" options={DRIVER_ELIGIBILITY} placeholder={null} width="sm" />
      {children}
    </>
  )
}
