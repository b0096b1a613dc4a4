import {
  CENSUS_CARGO_COLUMNS,
  CENSUS_STATUS,
  ORDER_IN_FORCE,
  type CensusCargoColumn,
  type CensusRow,
  type OutOfServiceOrderRow,
} from '../../contract/carrier-census.ts'
import { censusDateToIso } from './census-dates.ts'

/** An address as filed: the census's own capitals and spacing. */
export interface CensusAddress {
  street: string
  city: string
  state: string
  zip: string
  country: string
}

export type CensusStatus = 'active' | 'inactive' | 'pending' | 'unknown'

/** An out-of-service order in force: since when (null when its date is unreadable) and FMCSA's reason. */
export interface OutOfServiceOrder {
  since: string | null
  reason: string
}

/** What FMCSA's census says of one carrier, read from its row and its out-of-service orders. */
export interface CensusCarrier {
  dotNumber: string
  legalName: string
  dbaName: string
  status: CensusStatus
  /** The order in force, none, or `unknown` when the orders could not be read. */
  outOfService: OutOfServiceOrder | null | 'unknown'
  /** `add_date`: when FMCSA added the carrier (or last reactivated it), `YYYY-MM-DD`. */
  addedOn: string | null
  /** `mcs150_date`: the carrier's last MCS-150 filing, `YYYY-MM-DD`. */
  lastFiledOn: string | null
  garage: CensusAddress | null
  /** Null when the carrier filed no mailing address of its own. */
  mailing: CensusAddress | null
  powerUnits: number | null
  drivers: number | null
  /** Drivers within and beyond 100 miles, interstate and intrastate together; null when the census has neither count. */
  driversByRadius: { within: number; beyond: number } | null
  cargo: CensusCargoColumn[]
}

const STATUS_OF_CODE: Record<string, CensusStatus> = {
  [CENSUS_STATUS.active]: 'active',
  [CENSUS_STATUS.inactive]: 'inactive',
  [CENSUS_STATUS.pending]: 'pending',
}

/** A cargo column's mark: FMCSA writes one (`X`) for a class hauled; an empty column, or a `N`, is not. */
const isMarked = (mark: string | undefined) => Boolean(mark?.trim()) && mark?.trim().toUpperCase() !== 'N'

const count = (text: string | undefined): number | null => (text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : null)

function addressOf(street?: string, city?: string, state?: string, zip?: string, country?: string): CensusAddress | null {
  const address = { street: street ?? '', city: city ?? '', state: state ?? '', zip: zip ?? '', country: country ?? '' }
  return [address.street, address.city, address.state, address.zip].some((part) => part.trim()) ? address : null
}

function radiusOf(row: CensusRow): CensusCarrier['driversByRadius'] {
  const counts = [row.interstate_within_100_miles, row.intrastate_within_100_miles, row.interstate_beyond_100_miles, row.intrastate_beyond_100_miles].map(count)
  if (counts.every((value) => value === null)) return null
  const [interWithin, intraWithin, interBeyond, intraBeyond] = counts.map((value) => value ?? 0) as [number, number, number, number]
  return { within: interWithin + intraWithin, beyond: interBeyond + intraBeyond }
}

/** The latest order still in force, if any. */
function orderInForce(orders: readonly OutOfServiceOrderRow[]): OutOfServiceOrder | null {
  const inForce = orders
    .filter((order) => order.status?.trim().toUpperCase() === ORDER_IN_FORCE)
    .map((order) => ({ since: censusDateToIso(order.oos_date), reason: order.oos_reason?.trim() ?? '' }))
    .sort((a, b) => (b.since ?? '').localeCompare(a.since ?? ''))
  return inForce[0] ?? null
}

/** The carrier of a census row; `orders` null when the out-of-service orders could not be read. */
export function censusCarrierOf(row: CensusRow, orders: readonly OutOfServiceOrderRow[] | null): CensusCarrier {
  const garage = addressOf(row.phy_street, row.phy_city, row.phy_state, row.phy_zip, row.phy_country)
  const mailing = addressOf(
    row.carrier_mailing_street,
    row.carrier_mailing_city,
    row.carrier_mailing_state,
    row.carrier_mailing_zip,
    row.carrier_mailing_country,
  )
  return {
    dotNumber: row.dot_number.trim(),
    legalName: row.legal_name ?? '',
    dbaName: row.dba_name ?? '',
    status: STATUS_OF_CODE[row.status_code?.trim().toUpperCase() ?? ''] ?? 'unknown',
    outOfService: orders === null ? 'unknown' : orderInForce(orders),
    addedOn: censusDateToIso(row.add_date),
    lastFiledOn: censusDateToIso(row.mcs150_date),
    garage,
    mailing,
    powerUnits: count(row.power_units),
    drivers: count(row.total_drivers),
    driversByRadius: radiusOf(row),
    cargo: CENSUS_CARGO_COLUMNS.filter((column) => isMarked(row[column])),
  }
}

/** Text compared as a person reads it: capitals and spacing aside. */
export const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase()

/** Whether two addresses are the same place as written (a ZIP+4 and its five digits are the same). */
export function sameAddress(a: Omit<CensusAddress, 'country'>, b: Omit<CensusAddress, 'country'>): boolean {
  return sameText(a.street, b.street) && sameText(a.city, b.city) && sameText(a.state, b.state) && a.zip.trim().slice(0, 5) === b.zip.trim().slice(0, 5)
}
