import { memo } from 'react'
import { DRIVER_ELIGIBILITY } from '@/api/contract/quote-enums'
import { US_STATES } from '@/lib/us-states'
import { emptyDriver } from '../../form/model'
import { useWizard } from '../wizard-context'
import { Fieldset } from '@/components/form/fieldset'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { CheckField, RowList, SelectField, TextField } from '../quote-fields'

const DriverRow = memo(function DriverRow({ index, onRemove }: RowProps) {
  const base = `drivers.${index}` as const
  return (
    <RowFrame legend={`Driver ${index + 1}`} index={index} onRemove={onRemove}>
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
        <TextField name={`${base}.dateOfHire`} label="Date of hire" optional kind="date" width="sm" />
        <TextField name={`${base}.yearsExperience`} label="Years of CDL experience" kind="whole" width="xs" />
      </div>
      <Fieldset legend="In the last 3 years" hint="Leave a box empty for none." size="question">
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name={`${base}.accidents`} label="Accidents" kind="whole" width="xs" />
          <TextField name={`${base}.violations`} label="Violations" kind="whole" width="xs" />
          <TextField name={`${base}.suspensions`} label="Suspensions" kind="whole" width="xs" />
        </div>
      </Fieldset>
      <SelectField name={`${base}.eligibility`} label="Cover for this driver" options={DRIVER_ELIGIBILITY} placeholder={null} width="sm" />
      <CheckField name={`${base}.isOwner`} label="This driver owns the business" variant="switch" />
    </RowFrame>
  )
})

export function DriversStep() {
  const { mode } = useWizard()
  return (
    <RowList
      name="drivers"
      label="Drivers"
      Row={DriverRow}
      newRow={emptyDriver}
      addLabel={{ first: 'Add a driver', more: 'Add another driver' }}
      empty={mode === 'quote' ? 'No drivers yet: a quote needs at least one.' : 'No drivers yet. An indication can go without them.'}
    />
  )
}
