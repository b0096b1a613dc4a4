import { memo } from 'react'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { TRAILER_SUMMARY } from '@/components/fleet/row-summaries'
import { TrailerFields } from '@/components/fleet/trailer-fields'
import { emptyTrailer } from '../../form/model'
import { RowList } from '../quote-fields'
import { FleetImport } from './fleet-import'

const TrailerRow = memo(function TrailerRow({ index, onRemove }: RowProps) {
  return (
    <RowFrame legend={`Trailer ${index + 1}`} index={index} onRemove={onRemove}>
      <TrailerFields base={`trailers.${index}`} />
    </RowFrame>
  )
})

export function TrailersStep() {
  return (
    <div className="flex flex-col gap-8">
      <FleetImport list="trailers" />
      <RowList
        name="trailers"
        label="Trailers"
        Row={TrailerRow}
        summary={TRAILER_SUMMARY}
        newRow={emptyTrailer}
        addLabel={{ first: 'Add a trailer', more: 'Add another trailer' }}
        empty="No trailers. Continue if the insured pulls none of its own."
      />
    </div>
  )
}
