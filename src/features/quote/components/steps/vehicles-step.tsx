import { memo } from 'react'
import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES } from '@/contract/quote-enums'
import { RowFrame, type RowProps } from '@/components/form/row-list'
import { VEHICLE_SUMMARY } from '@/components/fleet/row-summaries'
import { ListOneAnswerForMany } from '@/components/fleet/list-one-answer-for-many'
import type { ChoiceColumn } from '@/domain/fleet/one-answer-for-many'
import { VehicleFields } from '@/components/fleet/vehicle-fields'
import { emptyVehicle } from '../../form/model'
import { CheckField, RowList } from '../quote-fields'
import { useWizard } from '../wizard-context'
import { FleetImport } from './fleet-import'

const VehicleRow = memo(function VehicleRow({ index, onRemove }: RowProps) {
  const base = `vehicles.${index}` as const
  return (
    <RowFrame legend={`Vehicle ${index + 1}`} index={index} onRemove={onRemove}>
      <VehicleFields base={base}>
        <CheckField name={`${base}.apdTowing`} label="Include towing with physical damage" variant="switch" />
      </VehicleFields>
    </RowFrame>
  )
})

const VEHICLE_CHOICES: readonly ChoiceColumn[] = [
  { key: 'classKey', label: 'Weight class', options: VEHICLE_CLASSES },
  { key: 'bodyType', label: 'Body type', options: VEHICLE_BODY_TYPES },
]

export function VehiclesStep() {
  const { mode } = useWizard()
  return (
    <div className="flex flex-col gap-8">
      <FleetImport list="vehicles" />
      <ListOneAnswerForMany list="vehicles" noun="vehicles" columns={VEHICLE_CHOICES} />
      <RowList
        name="vehicles"
        label="Vehicles"
        Row={VehicleRow}
        summary={VEHICLE_SUMMARY}
        newRow={emptyVehicle}
        addLabel={{ first: 'Add a vehicle', more: 'Add another vehicle' }}
        empty={
          mode === 'quote'
            ? 'No vehicles yet: a quote needs at least one.'
            : 'No vehicles yet. An indication can go without them; the limits step asks for the number of trucks.'
        }
      />
    </div>
  )
}
