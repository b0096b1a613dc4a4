import { memo, type ReactNode } from 'react'
import { TextField } from '@/components/form/text-field'

/**
 * VIN, year, make, model and value under `base` (`vehicles.3`, `trailer`): what power units and trailers
 * share. `afterVin` sits right under the VIN, where what it says about the VIN is read with it.
 */
export const UnitFields = memo(function UnitFields({ base, vinHint, afterVin }: { base: string; vinHint: string; afterVin?: ReactNode }) {
  return (
    <>
      <TextField name={`${base}.vin`} label="VIN" hint={vinHint} width="md" code />
      {afterVin}
      <div className="flex flex-wrap gap-x-6 gap-y-5">
        <TextField name={`${base}.year`} label="Model year" width="xs" kind="whole" />
        <TextField name={`${base}.make`} label="Make" width="md" />
        <TextField name={`${base}.model`} label="Model" width="md" />
      </div>
      <TextField name={`${base}.value`} label="Value" hint="What it is worth today, in dollars." kind="money" width="sm" />
    </>
  )
})
