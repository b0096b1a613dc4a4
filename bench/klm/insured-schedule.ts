import { expectedVinCheckDigit } from '../../src/generic/vin.ts'

/**
 * The insured's spreadsheet of the KLM benchmark: a Georgia carrier with 10 trucks, 5 trailers and 10
 * drivers, as an agent receives it (the values an agent reads off it and types, or imports whole).
 * VINs carry a correct check digit, so the wizard asks no confirmation.
 */

const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${expectedVinCheckDigit(vin)}${vin.slice(9)}`

export interface TruckRow {
  vin: string
  year: string
  make: string
  model: string
  value: string
  weightClass: string
  body: string
}
export interface TrailerRow {
  vin: string
  year: string
  make: string
  model: string
  value: string
  type: string
}
export interface DriverRow {
  firstName: string
  lastName: string
  licenseState: string
  licenseNumber: string
  /** MM/DD/YYYY */
  dateOfBirth: string
  yearsExperience: string
}

const TRUCK_MODELS = [
  ['Freightliner', 'Cascadia', '1FUJGLDR0CLBP88'],
  ['Peterbilt', '579', '1XPBDP9X0LD4790'],
  ['Kenworth', 'T680', '1XKYD49X0MJ4410'],
  ['Volvo', 'VNL 860', '4V4NC9EH0NN2930'],
  ['International', 'LT625', '3HSDZAPR0KN1780'],
] as const

/** The model year codes of VIN position 10 for the years the fleet has. */
const YEAR_CODES: Record<number, string> = { 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N' }

/** A VIN of the stem, its position 10 saying the year (as a real VIN does), its check digit right. */
const truckVin = (stem: string, year: number, serial: number) =>
  withCheckDigit(`${stem.slice(0, 9)}${YEAR_CODES[year]}${stem.slice(10)}${String(serial).padStart(2, '0')}`)

/** `count` trucks of the fleet's five models, in turn. */
export const trucks = (count: number): TruckRow[] =>
  Array.from({ length: count }, (_, index) => {
    const [make, model, stem] = TRUCK_MODELS[index % TRUCK_MODELS.length]!
    const year = 2016 + (index % 7)
    return {
      vin: truckVin(stem, year, index + 10),
      year: String(year),
      make,
      model,
      value: String(68000 + index * 4500),
      weightClass: 'Class 8 (over 33,000 lb)',
      body: 'Tractor',
    }
  })

export const TRUCKS: TruckRow[] = trucks(10)

export const TRAILERS: TrailerRow[] = [
  { vin: withCheckDigit('1UYVS2531KU123456'), year: '2019', make: 'Utility', model: '4000D-X', value: '32000', type: 'Refrigerated (reefer)' },
  { vin: withCheckDigit('1GRAA0621JB705512'), year: '2018', make: 'Great Dane', model: 'Champion', value: '28500', type: 'Dry van' },
  { vin: withCheckDigit('1JJV532D8JL104877'), year: '2018', make: 'Wabash', model: 'DuraPlate', value: '27000', type: 'Dry van' },
  { vin: withCheckDigit('3H3V532C6LT221940'), year: '2020', make: 'Hyundai Translead', model: 'HT', value: '34000', type: 'Dry van' },
  { vin: withCheckDigit('1DW1A5322KS318264'), year: '2019', make: 'Stoughton', model: 'Z-Plate', value: '29500', type: 'Flatbed' },
]

const FIRST_NAMES = ['Dana', 'Marcus', 'Lena', 'Tyrone', 'Carla', 'Wes', 'Imani', 'Rafael', 'June', 'Otis'] as const
const LAST_NAMES = ['Whitfield', 'Greene', 'Okafor', 'Baptiste', 'Ruiz', 'Holloway', 'Carter', 'Medina', 'Pruitt', 'Vance'] as const

export const DRIVERS: DriverRow[] = FIRST_NAMES.map((firstName, index) => ({
  firstName,
  lastName: LAST_NAMES[index]!,
  licenseState: 'Georgia',
  licenseNumber: `0541${String(23987 + index * 1117).padStart(5, '0')}`,
  dateOfBirth: `${String((index % 12) + 1).padStart(2, '0')}/${String(10 + index).padStart(2, '0')}/${1965 + index * 2}`,
  yearsExperience: String(8 + index),
}))

/** What the quick indication asks instead of the rows: counts and total values. */
export const FLEET_COUNTS = {
  trucks: String(TRUCKS.length),
  trucksValue: String(TRUCKS.reduce((sum, truck) => sum + Number(truck.value), 0)),
  trailers: String(TRAILERS.length),
  trailersValue: String(TRAILERS.reduce((sum, trailer) => sum + Number(trailer.value), 0)),
}
