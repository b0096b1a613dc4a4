import type { ReactNode } from 'react'
import { TRAILER_BODY_TYPES } from '@/contract/quote-enums'
import { SelectField } from '@/components/form/select-field'
import { UnitFields } from './unit-fields'
import { VinDecoding } from './vin-decoding'

/**
 * The questions of a trailer (`TrailerForm` of src/domain/fleet/trailer.ts) under `base`: `trailers.0` in a
 * quote, `trailer` in a form of its own. What only one form asks (an added trailer's ownership and
 * deductible) comes as `children`.
 */
export function TrailerFields({ base, children }: { base: string; children?: ReactNode }) {
  return (
    <>
      <UnitFields base={base} vinHint="10 to 17 characters." afterVin={<VinDecoding base={base} />} />
      <SelectField name={`${base}.bodyType`} label="Trailer type" options={TRAILER_BODY_TYPES} />
      {children}
    </>
  )
}
