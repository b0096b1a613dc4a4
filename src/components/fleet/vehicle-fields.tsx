import type { ReactNode } from 'react'
import { useController, useWatch } from 'react-hook-form'
import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from '@/contract/quote-enums'
import { powerUnitVinProblem } from '@/contract/quote-rules/vins'
import { useBoxValue } from '@/components/form/edited-values'
import { useFieldProblem, useFormKit } from '@/components/form/form-kit'
import { SelectField } from '@/components/form/select-field'
import { normalizeVin } from '@/generic/vin'
import { UnitFields } from './unit-fields'
import { VinDecoding } from './vin-decoding'

/**
 * A check digit that does not match is a warning, not a block: old and imported units have VINs that
 * fail it. The person confirms the VIN as typed, right under it; the confirmation is an answer of the
 * form (`confirmedVin`), so a draft keeps it and the box is there again after a reload. Changing the
 * VIN takes the confirmation back. Shown while the warning is, and, once a VIN was confirmed, while the
 * VIN fails its check digit: checked for the confirmed VIN, unchecked for a changed one. (A confirmed
 * warning leaves the problems once they settle, and a changed VIN's waits for Continue.)
 */
function VinConfirmation({ base }: { base: string }) {
  const { form } = useFormKit()
  const problem = useFieldProblem(`${base}.vin`)
  // This vehicle's VIN and confirmation only: another row's typing never re-renders it.
  const vin = normalizeVin(String(useBoxValue(`${base}.vin`) ?? ''))
  const confirmed = normalizeVin(useWatch({ control: form.control, name: `${base}.confirmedVin` }) ?? '')
  const confirmedBefore = confirmed !== '' && powerUnitVinProblem(vin)?.severity === 'warning'
  if (!problem?.warning && !confirmedBefore) return null
  return <VinConfirmationBox base={base} vin={vin} />
}

function VinConfirmationBox({ base, vin }: { base: string; vin: string }) {
  const { form } = useFormKit()
  const { field } = useController({ control: form.control, name: `${base}.confirmedVin` })
  const id = `${base}.confirmedVin`
  return (
    <div className="flex items-start gap-3 rounded-md border border-amber-600 bg-amber-50 p-3">
      <input
        id={id}
        type="checkbox"
        checked={field.value !== '' && normalizeVin(field.value) === vin}
        onChange={(event) => field.onChange(event.target.checked ? vin : '')}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          I have checked this VIN against the title or registration and it is right
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-800">
          Its check digit (9th character) does not match the rest, as with some older and imported units.
        </p>
      </div>
    </div>
  )
}

/**
 * The questions of a power unit (`VehicleForm` of src/domain/fleet/vehicle.ts) under `base`: `vehicles.3`
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
      <UnitFields
        base={base}
        vinHint={vinHint}
        afterVin={
          <>
            <VinConfirmation base={base} />
            <VinDecoding base={base} />
          </>
        }
      />
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <SelectField name={`${base}.classKey`} label="Weight class" options={VEHICLE_CLASSES} placeholder={emptyChoice} />
        <SelectField name={`${base}.bodyType`} label="Body type" options={VEHICLE_BODY_TYPES} placeholder={emptyChoice} />
      </div>
      {children}
    </>
  )
}
