import { column } from './schedule-columns.ts'
import { readMoney } from './read-money.ts'
import { readModelYear } from './read-number.ts'
import { readText, readVin } from './read-text.ts'

/** The columns power units and trailers share. */
export const UNIT_COLUMNS = {
  vin: column(
    'VIN',
    [
      'VIN number',
      'VIN no',
      'Serial',
      'Serial number',
      'Serial no',
      'Vehicle ID',
      'Vehicle ID number',
      'Vehicle identification number',
      'ID number',
      'Unit VIN',
      'Chassis number',
    ],
    readVin,
  ),
  year: column('Year', ['Model year', 'YR', 'MY', 'Yr model', 'Year model'], (text, { today }) => readModelYear(text, today)),
  make: column('Make', ['Manufacturer', 'Mfr', 'Mfg', 'Brand', 'Make name'], readText),
  model: column('Model', ['Model name', 'Series'], readText),
  value: column(
    'Value',
    [
      'Stated amount',
      'Stated value',
      'ACV',
      'Actual cash value',
      'Amount',
      'Insured value',
      'Agreed value',
      'Cost new',
      'Price',
      'Cost',
      'Market value',
      'PD value',
      'Physical damage value',
      'Value USD',
    ],
    readMoney,
  ),
} as const

/** A custom deductible: an added trailer's (2.5) and an updated vehicle's (2.4). */
export const DEDUCTIBLE_COLUMN = column('Deductible', ['Ded', 'APD deductible', 'PD deductible', 'Physical damage deductible'], readMoney)
