import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { limitsPrefill } from '../../form/limits-prefill'
import { useWizard } from '../wizard-context'
import { Fieldset } from '@/components/form/fieldset'
import { CheckField, TextField } from '../quote-fields'

/** Counts and values the person already gave on the vehicle and trailer steps, offered as a start. */
function usePrefillFromUnits() {
  const { form, touched } = useWizard()
  useEffect(() => {
    const found = Object.entries(limitsPrefill(form.getValues())) as [keyof ReturnType<typeof limitsPrefill>, number][]
    for (const [box, value] of found) form.setValue(`limits.${box}`, value)
    // Only what was filled in is a change to save; looking at the step is not.
    if (found.length > 0) touched()
  }, [form, touched])
}

export function LimitsStep() {
  const { form } = useWizard()
  usePrefillFromUnits()
  const interchange = useWatch({ control: form.control, name: 'limits.trailerInterchange' })
  const autoLiability = form.getValues('coverage.requested.al')
  return (
    <>
      <Fieldset legend="Trucks and trailers" hint="Filled in from the vehicles and trailers you entered, if any.">
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name="limits.trucks" label="Number of trucks" kind="whole" width="xs" />
          <TextField name="limits.trucksValue" label="Total value of the trucks" kind="decimal" prefix="$" width="sm" />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-5">
          <TextField name="limits.trailers" label="Number of trailers" optional kind="whole" width="xs" />
          <TextField name="limits.trailersValue" label="Total value of the trailers" optional kind="decimal" prefix="$" width="sm" />
        </div>
      </Fieldset>
      <Fieldset legend="Limits">
        {autoLiability && (
          <TextField name="limits.autoLiabilityLimit" label="Auto liability limit" hint="From $300,000 to $5,000,000; usually $750,000 or $1,000,000." kind="decimal" prefix="$" width="sm" />
        )}
        <TextField name="limits.towingStorageLimit" label="Towing and storage limit" optional kind="decimal" prefix="$" width="sm" />
        <CheckField name="limits.trailerInterchange" label="Needs trailer interchange cover" hint="For trailers of others pulled under an interchange agreement." variant="switch" />
        {interchange && <TextField name="limits.trailerInterchangeLimit" label="Trailer interchange limit" kind="decimal" prefix="$" width="sm" />}
      </Fieldset>
    </>
  )
}
