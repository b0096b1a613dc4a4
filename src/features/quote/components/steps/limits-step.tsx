import { useWatch } from 'react-hook-form'
import { useWizard } from '../wizard-context'
import { Fieldset } from '@/components/form/fieldset'
import { CheckField, TextField } from '../quote-fields'

/** The indication's size: counts and total values stand in for the schedule a full quote asks for (ADR 0036). */
export function LimitsStep() {
  const { form } = useWizard()
  const interchange = useWatch({ control: form.control, name: 'limits.trailerInterchange' })
  return (
    <>
      <Fieldset legend="Trucks and trailers" hint="The indication is priced from these; the full quote asks for each vehicle, trailer and driver.">
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name="limits.trucks" label="Number of trucks" kind="whole" width="xs" />
          <TextField name="limits.trucksValue" label="Total value of the trucks" kind="money" width="sm" />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name="limits.trailers" label="Number of trailers" optional kind="whole" width="xs" />
          <TextField name="limits.trailersValue" label="Total value of the trailers" optional kind="money" width="sm" />
        </div>
      </Fieldset>
      <Fieldset legend="Limits">
        {form.getValues('coverage.requested.AL') && (
          <TextField
            name="limits.ALLimit"
            label="Auto liability limit"
            hint="From $300,000 to $5,000,000; usually $750,000 or $1,000,000."
            kind="money"
            width="sm"
          />
        )}
        <TextField name="limits.towingStorageLimit" label="Towing and storage limit" optional kind="money" width="sm" />
        <CheckField
          name="limits.trailerInterchange"
          label="Needs trailer interchange cover"
          hint="For trailers of others pulled under an interchange agreement."
          variant="switch"
        />
        {interchange && <TextField name="limits.trailerInterchangeLimit" label="Trailer interchange limit" kind="money" width="sm" />}
      </Fieldset>
    </>
  )
}
