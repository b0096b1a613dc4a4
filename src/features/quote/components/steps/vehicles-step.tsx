import { memo } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from '@/api/contract/quote-enums'
import { normalizeVin } from '@/lib/vin'
import { emptyVehicle } from '../../form/model'
import { useFieldProblem } from '@/components/form/form-kit'
import { useWizard } from '../wizard-context'
import { UnitFields } from './unit-fields'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { CheckField, RowList, SelectField } from '../quote-fields'

/**
 * A check digit that does not match is a warning, not a block: old and imported units have VINs that
 * fail it. The person confirms the VIN as typed; changing the VIN takes the confirmation back.
 */
function VinConfirmation({ index }: { index: number }) {
  const { form } = useWizard()
  const problem = useFieldProblem(`vehicles.${index}.vin`)
  // Read, not watched: only this row's problem re-renders it, so other rows' typing never does.
  if (!problem?.warning && !form.getValues(`vehicles.${index}.confirmedVin`)) return null
  return <VinConfirmationBox index={index} />
}

/** Watches this row's VIN (only while the box is shown), so that a changed VIN unticks it at once. */
function VinConfirmationBox({ index }: { index: number }) {
  const { form } = useWizard()
  const { field } = useController({ control: form.control, name: `vehicles.${index}.confirmedVin` })
  const vin = normalizeVin(useWatch({ control: form.control, name: `vehicles.${index}.vin` }))
  const id = `vehicles.${index}.confirmedVin`
  return (
    <div className="flex items-start gap-3 rounded-md border border-amber-600 bg-amber-50 p-3">
      <input
        id={id}
        type="checkbox"
        checked={field.value !== '' && normalizeVin(field.value) === vin}
        onChange={(event) => field.onChange(event.target.checked ? vin : '')}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="font-semibold text-slate-900">
        I have checked this VIN against the title or registration and it is right
      </label>
    </div>
  )
}

const VehicleRow = memo(function VehicleRow({ index, onRemove }: RowProps) {
  const base = `vehicles.${index}` as const
  return (
    <RowFrame legend={`Vehicle ${index + 1}`} index={index} onRemove={onRemove}>
      <UnitFields base={base} vinHint="17 characters, on the title, the registration or the driver's door frame." />
      <VinConfirmation index={index} />
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <SelectField name={`${base}.classKey`} label="Weight class" options={VEHICLE_CLASSES} />
        <SelectField name={`${base}.bodyType`} label="Body type" options={VEHICLE_BODY_TYPES} />
      </div>
      <CheckField name={`${base}.apdTowing`} label="Include towing with physical damage" variant="switch" />
    </RowFrame>
  )
})

export function VehiclesStep() {
  const { mode } = useWizard()
  return (
    <RowList
      name="vehicles"
      label="Vehicles"
      Row={VehicleRow}
      newRow={emptyVehicle}
      addLabel={{ first: 'Add a vehicle', more: 'Add another vehicle' }}
      empty={mode === 'quote' ? 'No vehicles yet: a quote needs at least one.' : 'No vehicles yet. An indication can go without them; the limits step asks for the number of trucks.'}
    />
  )
}
