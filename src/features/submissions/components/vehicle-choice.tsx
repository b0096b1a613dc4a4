import { useEffect, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useFormKit } from '@/components/form/form-kit'
import { RadioField } from '@/components/form/radio-field'
import { Id } from '@/components/ui/id'
import type { UpdateVehicleForm } from '../forms/update-vehicle'
import type { KnownVehicle } from '../known-vehicles'

/** A known vehicle's value in the choice: its VIN, or its id when only that is known. */
export const vehicleChoiceOf = (vehicle: KnownVehicle) => vehicle.vin ?? `#${String(vehicle.id)}`

const labelOf = ({ id, vin, words }: KnownVehicle) =>
  [id === null ? null : `Vehicle ${id}`, words || null, vin ? `VIN ${vin}` : null].filter(Boolean).join(', ')

/**
 * Which vehicle, among those this browser knows of the transaction (the quote sent from here, the
 * updates made from here). One whose id is known fills the id in; for one whose id is not, it says
 * where the id comes from: the quote's answer carries no vehicle ids (docs/api-assumptions.md).
 */
export function VehicleChoice({ vehicles }: { vehicles: readonly KnownVehicle[] }) {
  const { form } = useFormKit()
  const choice = useWatch({ control: form.control, name: 'vehicleChoice' satisfies keyof UpdateVehicleForm }) as string | undefined
  const chosen = vehicles.find((vehicle) => vehicleChoiceOf(vehicle) === choice)
  // Only when the choice changes: an id restored from a draft stays as the person left it. Compared with the
  // choice shown before, not counted: React's development mode runs the effect twice as the form mounts.
  const shown = useRef(choice)
  useEffect(() => {
    if (shown.current === choice) return
    shown.current = choice
    if (chosen?.id != null) form.setValue('vehicleId', chosen.id, { shouldDirty: true })
  }, [choice, chosen, form])
  return (
    <>
      <RadioField<UpdateVehicleForm>
        name="vehicleChoice"
        legend="Which vehicle"
        optional
        hint="From the quote sent from this browser and the updates made from it."
        options={[...vehicles.map((vehicle) => ({ value: vehicleChoiceOf(vehicle), label: labelOf(vehicle) })), { value: 'other', label: 'Another vehicle' }]}
      />
      {chosen && chosen.id === null && (
        <p className="-mt-2 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-slate-900">
          The service numbered this vehicle when it made the quote, but its answer did not include the number. Ask underwriting, or look in your policy system,
          for the id of VIN <Id className="font-mono">{chosen.vin ?? ''}</Id>.
        </p>
      )}
    </>
  )
}
