import type { ReactNode } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from '@/api/contract/quote-enums'
import { useFieldProblem, useFormKit } from '@/components/form/form-kit'
import { SelectField } from '@/components/form/select-field'
import { normalizeVin } from '@/lib/vin'
import { UnitFields } from './unit-fields'

/**
 * A check digit that does not match is a warning, not a block: old and imported units have VINs that
 * fail it. The person confirms the VIN as typed; changing the VIN takes the confirmation back.
 */
function VinConfirmation({ base }: { base: string }) {
  const { form } = useFormKit()
  const problem = useFieldProblem(`${base}.vin`)
  // Read, not watched: only this vehicle's problem re-renders it, so other rows' typing never does.
  if (!problem?.warning && !form.getValues(`${base}.confirmedVin`)) return null
  return <VinConfirmationBox base={base} />
}

/** Watches this vehicle's VIN (only while the box is shown), so that a changed VIN unticks it at once. */
function VinConfirmationBox({ base }: { base: string }) {
  const { form } = useFormKit()
  const { field } = useController({ control: form.control, name: `${base}.confirmedVin` })
  const vin = normalizeVin(useWatch({ control: form.control, name: `${base}.vin` }))
  const id = `${base}.confirmedVin`
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

/**
 * The questions of a power unit (`VehicleForm` of src/lib/fleet/vehicle.ts) under `base`: `vehicles.3`
 * in a quote, `vehicle` in a form of its own. What only one form asks (the quote's towing switch, an
 * update's deductible) comes as `children`, after the shared questions. `emptyChoice` names the lists'
 * empty choice where it means something ("No change" on an update).
 */
export function VehicleFields({
  base,
  emptyChoice,
  vinHint = "17 characters, on the title, the registration or the driver's door frame.",
  children,
}: {
  base: string
  emptyChoice?: string
  /** What the form's VIN rule takes (a quote: 17 characters; an update: 10 to 17). */
  vinHint?: string
  children?: ReactNode
}) {
  return (
    <>
      <UnitFields base={base} vinHint={vinHint} />
      <VinConfirmation base={base} />
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <SelectField name={`${base}.classKey`} label="Weight class" options={VEHICLE_CLASSES} placeholder={emptyChoice} />
        <SelectField name={`${base}.bodyType`} label="Body type" options={VEHICLE_BODY_TYPES} placeholder={emptyChoice} />
      </div>
      {children}
    </>
  )
}
