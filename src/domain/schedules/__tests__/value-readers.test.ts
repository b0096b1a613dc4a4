import { describe, expect, it } from 'vitest'
import { readExperienceMonths } from '../read-experience.ts'
import { readMoney } from '../read-money.ts'
import { readModelYear, readWholeNumber } from '../read-number.ts'
import { readVin } from '../read-text.ts'
import { readUsState } from '../read-us-state.ts'
import { readYesNo } from '../read-yes-no.ts'
import { TRAILER_SCHEDULE } from '../trailer-columns.ts'
import { VEHICLE_SCHEDULE } from '../vehicle-columns.ts'

const context = { today: '2027-03-10' }

describe('readMoney', () => {
  it.each([
    ['78000', '78000.00'],
    ['$78,000', '78000.00'],
    ['$ 78,000.5', '78000.50'],
    ['124,000.00', '124000.00'],
    ['78 000', '78000.00'],
    ['USD 1,250.75', '1250.75'],
    ['0', '0.00'],
    ['.5', '0.50'],
  ])('reads %s as %s', (text, value) => expect(readMoney(text)).toEqual({ value }))

  it('refuses negative amounts, in parentheses too, fractions of a cent and words', () => {
    expect(readMoney('(1,250.00)')).toEqual({ problem: '(1,250.00) is negative: use an amount of $0 or more' })
    expect(readMoney('-500')).toEqual({ problem: '-500 is negative: use an amount of $0 or more' })
    expect(readMoney('$1.255')).toEqual({ problem: '$1.255 has fractions of a cent: use at most two decimals' })
    expect(readMoney('12,50')).toEqual({ problem: '“12,50” is not an amount: write dollars, like 125000 or $125,000.00' })
    expect(readMoney('call')).toHaveProperty('problem')
  })
})

describe('whole numbers and model years', () => {
  it('reads counts, with thousands commas and a spreadsheet’s .0', () => {
    expect(readWholeNumber('3')).toEqual({ value: 3 })
    expect(readWholeNumber('1,200')).toEqual({ value: 1200 })
    expect(readWholeNumber('2.0')).toEqual({ value: 2 })
    expect(readWholeNumber('2.5')).toEqual({ problem: '2.5 is not a whole number' })
    expect(readWholeNumber('-1')).toEqual({ problem: '-1 is negative: use 0 or more' })
    expect(readWholeNumber('two')).toEqual({ problem: '“two” is not a number: use digits, like 2' })
  })

  it('reads model years of four digits, and of two as the latest not after next year', () => {
    expect(readModelYear('2019', context.today)).toEqual({ value: 2019 })
    expect(readModelYear("'19", context.today)).toEqual({ value: 2019 })
    expect(readModelYear('28', context.today)).toEqual({ value: 2028 })
    expect(readModelYear('29', context.today)).toEqual({ value: 1929 })
    expect(readModelYear('99', context.today)).toEqual({ value: 1999 })
    expect(readModelYear('2019.0', context.today)).toEqual({ value: 2019 })
    expect(readModelYear('new', context.today)).toHaveProperty('problem')
  })
})

describe('states, yes/no, VINs and experience', () => {
  it('reads states as codes or names, in any case', () => {
    for (const text of ['TX', 'tx', 'Texas', ' TEXAS ']) expect(readUsState(text)).toEqual({ value: 'TX' })
    expect(readUsState('new-york')).toEqual({ value: 'NY' })
    expect(readUsState('D.C.')).toEqual({ value: 'DC' })
    expect(readUsState('Ontario')).toEqual({ problem: '“Ontario” is not a US state: use its code, like TX, or its name' })
  })

  it('reads Y/N, Yes/No, X, true/false, 1/0 and check marks', () => {
    for (const text of ['Y', 'yes', 'X', 'x', 'TRUE', '1', '✓']) expect(readYesNo(text)).toEqual({ value: true })
    for (const text of ['N', 'No', 'false', '0']) expect(readYesNo(text)).toEqual({ value: false })
    expect(readYesNo('maybe')).toEqual({ problem: '“maybe” is not a yes or no: use Y or N' })
  })

  it('reads VINs without spaces and dashes, in capitals', () => {
    expect(readVin(' 1xk yd49x9-mj412873 ')).toEqual({ value: '1XKYD49X9MJ412873' })
  })

  it('reads experience in years, years and months, or months, as months', () => {
    expect(readExperienceMonths('7')).toEqual({ value: 84 })
    expect(readExperienceMonths('7.5')).toEqual({ value: 90 })
    expect(readExperienceMonths('7 yrs')).toEqual({ value: 84 })
    expect(readExperienceMonths('7y 3m')).toEqual({ value: 87 })
    expect(readExperienceMonths('7 years, 3 months')).toEqual({ value: 87 })
    expect(readExperienceMonths('8 mos')).toEqual({ value: 8 })
    expect(readExperienceMonths('lots')).toHaveProperty('problem')
  })
})

describe('choices: classes, body types, ownership', () => {
  const { classKey, bodyTypeKey } = VEHICLE_SCHEDULE.columns
  it('reads vehicle classes as keys, labels, short forms and weights in pounds', () => {
    for (const text of ['8', 'Class 8', 'class8', 'CL 8', 'Class 8 (over 33,000 lb)', '80,000', '80000 lbs']) {
      expect(classKey.read(text, context)).toEqual({ value: '8' })
    }
    expect(classKey.read('2B', context)).toEqual({ value: '2b' })
    expect(classKey.read('26,000 lb', context)).toEqual({ value: '6' })
    expect(classKey.read('9', context)).toHaveProperty('problem')
  })

  it('reads a weight range or a weight and up when it fits one class, and names the classes when it fits several', () => {
    expect(classKey.read('33,001+ lbs', context)).toEqual({ value: '8' })
    expect(classKey.read('over 33,000', context)).toEqual({ value: '8' })
    expect(classKey.read('26,001 - 33,000 lb', context)).toEqual({ value: '7' })
    expect(classKey.read('26,001+ lbs', context)).toEqual({ problem: '“26,001+ lbs” fits Class 7 or Class 8: choose the weight class' })
    expect(classKey.read('over 26,000', context)).toEqual({ problem: '“over 26,000” fits Class 7 or Class 8: choose the weight class' })
    expect(classKey.read('10,001-26,000', context)).toEqual({
      problem: '“10,001-26,000” fits Class 3 or Class 4 or Class 5 or Class 6: choose the weight class',
    })
  })

  it('reads body types by label and the words agents use', () => {
    expect(bodyTypeKey.read('Semi', context)).toEqual({ value: 'tractor' })
    expect(bodyTypeKey.read('Pick-up', context)).toEqual({ value: 'pick-up_trucks_suv_or_service_trucks' })
    expect(bodyTypeKey.read('wrecker', context)).toEqual({ value: 'tow_trucks' })
    expect(TRAILER_SCHEDULE.columns.bodyTypeKey.read('Reefer', context)).toEqual({ value: 'refrigeration_trailer' })
    expect(TRAILER_SCHEDULE.columns.bodyTypeKey.read('53 ft flatbed', context)).toEqual({
      problem: '“53 ft flatbed” is not a trailer body type we know',
    })
    for (const text of ['Sleeper', 'Day cab', 'Tractor - sleeper', 'Tractor (day cab)']) expect(bodyTypeKey.read(text, context)).toEqual({ value: 'tractor' })
    expect(bodyTypeKey.read('Flatbed', context)).toEqual({ value: 'straight_truck' })
    expect(bodyTypeKey.read('Dump', context)).toEqual({ value: 'dump_trucks' })
  })

  it('reads trailer ownership', () => {
    expect(TRAILER_SCHEDULE.columns.ownership.read('Leased', context)).toEqual({ value: 'non-owned' })
    expect(TRAILER_SCHEDULE.columns.ownership.read('Non-Owned', context)).toEqual({ value: 'non-owned' })
    expect(TRAILER_SCHEDULE.columns.ownership.read('OWNED', context)).toEqual({ value: 'owned' })
  })
})
