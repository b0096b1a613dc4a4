import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES, type VehicleClassKey } from '../../api/contract/quote-enums.ts'
import { choiceReader } from './read-choice.ts'
import { readValue, type ReadResult } from './read-result.ts'
import { readYesNo } from './read-yes-no.ts'
import { column, type ScheduleKind } from './schedule-columns.ts'
import { UNIT_COLUMNS } from './unit-columns.ts'

const readClassName = choiceReader(
  VEHICLE_CLASSES,
  {
    '2a': ['Class 2A', 'CL2A', 'C2A'], '2b': ['Class 2B', 'CL2B', 'C2B'], '3': ['Class 3', 'CL3', 'C3'], '4': ['Class 4', 'CL4', 'C4'],
    '5': ['Class 5', 'CL5', 'C5'], '6': ['Class 6', 'CL6', 'C6'], '7': ['Class 7', 'CL7', 'C7'], '8': ['Class 8', 'CL8', 'C8'],
  },
  'vehicle class',
)

/** Upper gross vehicle weight rating of each class, in pounds (FHWA classes, as in the labels). */
const GVWR_CLASSES: readonly (readonly [number, VehicleClassKey])[] = [
  [8_500, '2a'], [10_000, '2b'], [14_000, '3'], [16_000, '4'], [19_500, '5'], [26_000, '6'], [33_000, '7'], [Infinity, '8'],
]
const LIGHTEST_RATED = 6_001

/** A class as a key or label (`8`, `Class 8`, `CL 2B`), or a gross vehicle weight rating in pounds (`80,000 lb`). */
function readVehicleClass(text: string): ReadResult<VehicleClassKey> {
  const pounds = Number(text.replace(/,|\s|lbs?\.?$/gi, ''))
  if (Number.isFinite(pounds) && pounds >= LIGHTEST_RATED) {
    return readValue(GVWR_CLASSES.find(([upTo]) => pounds <= upTo)?.[1] ?? '8')
  }
  return readClassName(text)
}

const readBodyType = choiceReader(
  VEHICLE_BODY_TYPES,
  {
    tractor: ['Truck tractor', 'Semi', 'Semi tractor', 'Tractor truck', 'Sleeper', 'Day cab', 'Power unit', 'Road tractor'],
    box_truck: ['Box', 'Cube', 'Cube van', 'Van truck', 'Box van'],
    straight_truck: ['Straight', 'Stake', 'Stake bed', 'Flatbed truck'],
    dump_trucks: ['Dump', 'Dump truck', 'Tri-axle dump', 'Tandem dump'],
    'pick-up_trucks_suv_or_service_trucks': ['Pickup', 'Pick-up', 'Pick up', 'Pickup truck', 'SUV', 'Service truck', 'Service'],
    tow_trucks: ['Tow', 'Wrecker', 'Rollback'],
    cement_trucks: ['Cement', 'Mixer', 'Cement mixer', 'Concrete mixer', 'Ready mix'],
    garbage_trucks: ['Garbage', 'Refuse', 'Refuse truck', 'Trash truck'],
    logging_trucks: ['Logging', 'Log truck'],
  },
  'body type',
)

const VEHICLE_COLUMNS = {
  ...UNIT_COLUMNS,
  classKey: column('Class', ['Vehicle class', 'GVW class', 'GVWR class', 'Weight class', 'GVWR', 'GVW', 'Size class'], readVehicleClass),
  bodyTypeKey: column('Body type', ['Body', 'Type', 'Body style', 'Vehicle type', 'Unit type', 'Truck type'], readBodyType),
  includeAPDTowing: column('APD towing', ['Towing', 'Tow', 'Towing coverage', 'Include towing', 'Towing and labor', 'Towing and storage', 'Towing & labor'], readYesNo),
}

/** Power units: the quote's vehicle rows and the vehicle edit screen. */
export const VEHICLE_SCHEDULE: ScheduleKind<typeof VEHICLE_COLUMNS> = { name: 'vehicles', columns: VEHICLE_COLUMNS, sheetNames: /vehicle|power unit|truck|tractor|auto/i }
