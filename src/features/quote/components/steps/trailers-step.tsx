import { memo } from 'react'
import { TRAILER_BODY_TYPES } from '@/api/contract/quote-enums'
import { emptyTrailer } from '../../form/model'
import { UnitFields } from './unit-fields'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { RowList, SelectField } from '../quote-fields'

const TrailerRow = memo(function TrailerRow({ index, onRemove }: RowProps) {
  const base = `trailers.${index}` as const
  return (
    <RowFrame legend={`Trailer ${index + 1}`} index={index} onRemove={onRemove}>
      <UnitFields base={base} vinHint="10 to 17 characters." />
      <SelectField name={`${base}.bodyType`} label="Trailer type" options={TRAILER_BODY_TYPES} />
    </RowFrame>
  )
})

export function TrailersStep() {
  return <RowList name="trailers" label="Trailers" Row={TrailerRow} newRow={emptyTrailer} addLabel={{ first: 'Add a trailer', more: 'Add another trailer' }} empty="No trailers. Continue if the insured pulls none of its own." />
}
