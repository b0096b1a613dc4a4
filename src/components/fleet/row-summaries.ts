import { VEHICLE_BODY_TYPES } from '@/contract/quote-enums'
import type { RowSummary } from '@/components/form/row-list'
import { formatCalendarDate } from '@/generic/format'
import type { DriverForm } from '@/domain/fleet/driver'
import type { UnitForm } from '@/domain/fleet/unit'
import type { VehicleForm } from '@/domain/fleet/vehicle'
import { dollarsOf, type NumberValue } from '@/generic/number-input'
import { joinPhrases, type Phrase, supplied } from '@/generic/text'
import { normalizeVin } from '@/generic/vin'

/** The answers given, trimmed, joined into one line; the empty ones left out. */
const line = (...parts: (Phrase | false)[]) => joinPhrases(' · ', ...parts)
/** What the person typed, trimmed. */
const typed = (...texts: string[]) => joinPhrases(' ', ...texts.map((text) => supplied(text.trim())))

const text = (value: NumberValue) => (value === null ? '' : String(value))

/** "1FUJGLDR5CLBP8834 · 2019 Freightliner Cascadia · $85,000": what tells one unit from the next. */
const describeUnit = (unit: UnitForm) => line(normalizeVin(unit.vin), joinPhrases(' ', text(unit.year), typed(unit.make, unit.model)), dollarsOf(unit.value))

/** A vehicle also says its class and body type, so a long list shows which have none. */
export const VEHICLE_SUMMARY: RowSummary<VehicleForm> = {
  noun: 'Vehicle',
  describe: (vehicle) =>
    line(
      describeUnit(vehicle),
      Boolean(vehicle.classKey) && `Class ${vehicle.classKey}`,
      VEHICLE_BODY_TYPES.find(([key]) => key === vehicle.bodyType)?.[1] ?? false,
    ),
}
export const TRAILER_SUMMARY: RowSummary<UnitForm> = { noun: 'Trailer', describe: describeUnit }

/** "Dana Whitfield · CDL GA GA000077 · born May 1, 1980". */
export const DRIVER_SUMMARY: RowSummary<DriverForm> = {
  noun: 'Driver',
  describe: (driver) =>
    line(
      typed(driver.firstName, driver.lastName),
      (driver.licenseState || driver.licenseNumber) !== '' && `CDL ${driver.licenseState} ${driver.licenseNumber}`,
      driver.dateOfBirth !== '' && `born ${formatCalendarDate(driver.dateOfBirth)}`,
    ),
}
