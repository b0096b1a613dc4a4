import { memo } from 'react'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { DRIVER_SUMMARY } from '@/components/fleet/row-summaries'
import { DriverFields, type AskedDriverExtra } from '@/components/fleet/driver-fields'
import { emptyDriver } from '../../form/model'
import { CheckField, RowList } from '../quote-fields'
import { LazyCensusHint } from '../census/lazy-census'
import { useWizard } from '../wizard-context'
import { FleetImport } from './fleet-import'

/** A quote's drivers[] (section 2.7) also carry the hire date, and whether the driver owns the business. */
const QUOTE_ASKS: readonly AskedDriverExtra[] = ['dateOfHire']

const DriverRow = memo(function DriverRow({ index, onRemove }: RowProps) {
  const base = `drivers.${index}` as const
  return (
    <RowFrame legend={`Driver ${index + 1}`} index={index} onRemove={onRemove}>
      <DriverFields base={base} asks={QUOTE_ASKS}>
        <CheckField name={`${base}.isOwner`} label="This driver owns the business" variant="switch" />
      </DriverFields>
    </RowFrame>
  )
})

export function DriversStep() {
  const { mode } = useWizard()
  return (
    <div className="flex flex-col gap-8">
      <LazyCensusHint topic="drivers" />
      <FleetImport list="drivers" />
      <RowList
        name="drivers"
        label="Drivers"
        Row={DriverRow}
        summary={DRIVER_SUMMARY}
        newRow={emptyDriver}
        addLabel={{ first: 'Add a driver', more: 'Add another driver' }}
        empty={mode === 'quote' ? 'No drivers yet: a quote needs at least one.' : 'No drivers yet. An indication can go without them.'}
      />
    </div>
  )
}
