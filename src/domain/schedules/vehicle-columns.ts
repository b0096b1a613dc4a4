import { VEHICLE_BODY_TYPES, VEHICLE_CLASSES, type VehicleClassKey } from '../../contract/quote-enums.ts'
import { choiceReader } from './read-choice.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'
import { readYesNo } from './read-yes-no.ts'
import { column, type ScheduleKind } from './schedule-columns.ts'
import { UNIT_COLUMNS } from './unit-columns.ts'

const readClassName = choiceReader(
  VEHICLE_CLASSES,
  {
    '2a': ['Class 2A', 'CL2A', 'C2A'],
    '2b': ['Class 2B', 'CL2B', 'C2B'],
    '3': ['Class 3', 'CL3', 'C3'],
    '4': ['Class 4', 'CL4', 'C4'],
    '5': ['Class 5', 'CL5', 'C5'],
    '6': ['Class 6', 'CL6', 'C6'],
    '7': ['Class 7', 'CL7', 'C7'],
    '8': ['Class 8', 'CL8', 'C8'],
  },
  'vehicle class',
)

/** Upper gross vehicle weight rating of each class, in pounds (FHWA classes, as in the labels). */
const GVWR_CLASSES: readonly (readonly [number, VehicleClassKey])[] = [
  [8_500, '2a'],
  [10_000, '2b'],
  [14_000, '3'],
  [16_000, '4'],
  [19_500, '5'],
  [26_000, '6'],
  [33_000, '7'],
  [Infinity, '8'],
]
const LIGHTEST_RATED = 6_001
/** A weight and up: `26,001+ lbs`, `33,000 and up`; strictly above: `over 26,000`, `> 26,000`. */
const AND_UP = /\+|\band up\b|\bor more\b/i
const ABOVE = /\bover\b|\bmore than\b|\babove\b|>/i

const classIndexOf = (pounds: number) => GVWR_CLASSES.findIndex(([upTo]) => pounds <= upTo)

/**
 * A class as a key or label (`8`, `Class 8`, `CL 2B`), or a gross vehicle weight rating in pounds: a
 * weight (`80,000 lb`), a range (`26,001-33,000`) or a weight and up (`26,001+ lbs`). A weight that
 * fits more than one class is not guessed: the problem names the classes it fits, to choose from.
 */
function readVehicleClass(text: string): ReadResult<VehicleClassKey> {
  const named = readClassName(text)
  if ('value' in named) return named
  const pounds = [...text.matchAll(/\d[\d,]*/g)].map(([digits]) => Number(digits.replaceAll(',', ''))).filter((amount) => amount >= LIGHTEST_RATED)
  const [first, last] = [pounds[0], pounds.at(-1)]
  if (first === undefined || last === undefined) return named
  const open = pounds.length === 1 && (AND_UP.test(text) || ABOVE.test(text))
  const lightest = open && ABOVE.test(text) ? first + 1 : first
  const fits = GVWR_CLASSES.slice(classIndexOf(lightest), open ? undefined : classIndexOf(last) + 1).map(([, key]) => key)
  if (fits.length === 1) return readValue(fits[0]!)
  return readProblem(`“${text.trim()}” fits ${fits.map((key) => `Class ${key}`).join(' or ')}: choose the weight class`)
}

const readBodyType = choiceReader(
  VEHICLE_BODY_TYPES,
  {
    tractor: [
      'Truck tractor',
      'Semi',
      'Semi tractor',
      'Semi truck',
      'Tractor truck',
      'Sleeper',
      'Sleeper cab',
      'Sleeper tractor',
      'Tractor sleeper',
      'Day cab',
      'Day cab tractor',
      'Tractor day cab',
      'Power unit',
      'Road tractor',
    ],
    box_truck: ['Box', 'Cube', 'Cube van', 'Van truck', 'Box van'],
    straight_truck: ['Straight', 'Stake', 'Stake bed', 'Flatbed', 'Flat bed', 'Flatbed truck'],
    dump_trucks: ['Dump', 'Dump truck', 'Tri-axle dump', 'Tandem dump'],
    'pick-up_trucks_suv_or_service_trucks': ['Pickup', 'Pick-up', 'Pick up', 'Pickup truck', 'SUV', 'Service truck', 'Service'],
    tow_trucks: ['Tow', 'Wrecker', 'Rollback'],
    cement_trucks: ['Cement', 'Mixer', 'Cement mixer', 'Concrete mixer', 'Ready mix'],
    garbage_trucks: ['Garbage', 'Refuse', 'Refuse truck', 'Trash truck'],
    logging_trucks: ['Logging', 'Log truck'],
  },
  'body type',
)

export const VEHICLE_COLUMNS = {
  ...UNIT_COLUMNS,
  classKey: column(
    'Weight class',
    ['Class', 'Vehicle class', 'GVW class', 'GVWR class', 'GVWR', 'GVW', 'Size class', 'Weight', 'Gross weight'],
    readVehicleClass,
    { options: VEHICLE_CLASSES },
  ),
  bodyTypeKey: column('Body type', ['Body', 'Type', 'Body style', 'Vehicle type', 'Unit type', 'Truck type'], readBodyType, { options: VEHICLE_BODY_TYPES }),
  includeAPDTowing: column(
    'APD towing',
    ['Towing', 'Tow', 'Towing coverage', 'Include towing', 'Towing and labor', 'Towing and storage', 'Towing & labor'],
    readYesNo,
  ),
}

/** Power units: the quote's vehicle rows and the vehicle edit screen. */
export const VEHICLE_SCHEDULE: ScheduleKind<typeof VEHICLE_COLUMNS> = {
  name: 'vehicles',
  columns: VEHICLE_COLUMNS,
  sheetNames: /vehicle|power unit|truck|tractor|auto/i,
}
