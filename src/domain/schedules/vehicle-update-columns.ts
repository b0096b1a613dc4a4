import { readWholeNumber } from './read-number.ts'
import { column, type ScheduleKind } from './schedule-columns.ts'
import { DEDUCTIBLE_COLUMN } from './unit-columns.ts'
import { VEHICLE_COLUMNS } from './vehicle-columns.ts'

const { includeAPDTowing: _notUpdated, ...UPDATABLE } = VEHICLE_COLUMNS

/**
 * Vehicle updates (section 4.5): the vehicle's id, then any of the fields an update may change (2.4),
 * each column only where the sheet has it. The id comes first, so a "Vehicle ID" header names it here
 * (on a quote's schedule the same words name the VIN).
 */
const VEHICLE_UPDATE_COLUMNS = {
  vehicleId: column('Vehicle id', ['Vehicle no', 'Vehicle number', 'Vehicle record', 'Veh id'], readWholeNumber),
  ...UPDATABLE,
  deductible: DEDUCTIBLE_COLUMN,
}

export const VEHICLE_UPDATE_SCHEDULE: ScheduleKind<typeof VEHICLE_UPDATE_COLUMNS> = {
  name: 'vehicle-updates',
  columns: VEHICLE_UPDATE_COLUMNS,
  sheetNames: /update|change|vehicle|power unit|truck|tractor/i,
}
