import * as z from 'zod/mini'

/**
 * FMCSA's carrier census as data.transportation.gov serves it (Socrata, keyless JSON over SoQL): the
 * Company Census File and the out-of-service orders, in the columns and value formats of their data
 * dictionaries (docs/carrier-census.md says where each name was read). Socrata answers every value as
 * a string and leaves a row's empty columns out, so every column but the key is optional. Not part of
 * the submission API: the sandbox stands in for both datasets (sandbox-fixtures.md).
 */

/** The Company Census File (MCS-150 filings), one row per USDOT number. */
export const COMPANY_CENSUS_DATASET = 'az4n-8mr2'
/** FMCSA's out-of-service orders, any number of rows per USDOT number; the census itself has no such column. */
export const OUT_OF_SERVICE_ORDERS_DATASET = 'p2mt-9ige'

/** Where a dataset's rows are read: `/resource/<id>.json` on the census's origin. */
export const datasetPath = (dataset: string) => `/resource/${dataset}.json`

/** The census's cargo classes the portal shows (MCS-150 item 24): a column holds a mark (`X`) when the carrier hauls it, and nothing otherwise. */
export const CENSUS_CARGO_COLUMNS = [
  'crgo_genfreight',
  'crgo_household',
  'crgo_metalsheet',
  'crgo_motoveh',
  'crgo_drivetow',
  'crgo_logpole',
  'crgo_bldgmat',
  'crgo_mobilehome',
  'crgo_machlrg',
  'crgo_produce',
  'crgo_liqgas',
  'crgo_intermodal',
  'crgo_passengers',
  'crgo_oilfield',
  'crgo_livestock',
  'crgo_grainfeed',
  'crgo_coalcoke',
  'crgo_meat',
  'crgo_garbage',
  'crgo_usmail',
  'crgo_chem',
  'crgo_drybulk',
  'crgo_coldfood',
  'crgo_beverages',
  'crgo_paperprod',
  'crgo_utility',
  'crgo_farmsupp',
  'crgo_construct',
  'crgo_waterwell',
  'crgo_cargoothr',
] as const
export type CensusCargoColumn = (typeof CENSUS_CARGO_COLUMNS)[number]

/** The census's drivers by where they drive (MCS-150 item 27): counts, not flags. */
export const CENSUS_RADIUS_COLUMNS = [
  'interstate_within_100_miles',
  'interstate_beyond_100_miles',
  'intrastate_within_100_miles',
  'intrastate_beyond_100_miles',
] as const

/** The census columns the portal reads; it asks for these alone (`$select`). */
export const CENSUS_COLUMNS_READ = [
  'dot_number',
  'legal_name',
  'dba_name',
  'status_code',
  'add_date',
  'mcs150_date',
  'carrier_operation',
  'phy_street',
  'phy_city',
  'phy_state',
  'phy_zip',
  'phy_country',
  'carrier_mailing_street',
  'carrier_mailing_city',
  'carrier_mailing_state',
  'carrier_mailing_zip',
  'carrier_mailing_country',
  'power_units',
  'total_drivers',
  ...CENSUS_RADIUS_COLUMNS,
  ...CENSUS_CARGO_COLUMNS,
] as const
export type CensusColumnRead = (typeof CENSUS_COLUMNS_READ)[number]

const value = z.optional(z.string())

const optionalColumns = Object.fromEntries(CENSUS_COLUMNS_READ.filter((column) => column !== 'dot_number').map((column) => [column, value])) as Record<
  Exclude<CensusColumnRead, 'dot_number'>,
  typeof value
>

/** A Company Census row as read: every column of CENSUS_COLUMNS_READ, all text; the rest of the row is dropped. */
export const censusRowSchema = z.object({ dot_number: z.string(), ...optionalColumns })
export type CensusRow = z.infer<typeof censusRowSchema>

/** The out-of-service order columns the portal reads. */
export const OUT_OF_SERVICE_COLUMNS_READ = ['dot_number', 'oos_date', 'oos_reason', 'status'] as const

export const outOfServiceOrderSchema = z.object({ dot_number: z.string(), oos_date: value, oos_reason: value, status: value })
export type OutOfServiceOrderRow = z.infer<typeof outOfServiceOrderSchema>

/** What Socrata answers a query: a JSON array of rows (an empty one when none matches). */
export const censusAnswerSchema = z.array(censusRowSchema)
export const outOfServiceAnswerSchema = z.array(outOfServiceOrderSchema)

/** A cargo mark the stand-in writes; the portal reads any mark but `N` as hauled (docs/carrier-census.md). */
export const CARGO_CHECKED = 'X'

/** `status_code`: A active, I inactive, P pending. */
export const CENSUS_STATUS = { active: 'A', inactive: 'I', pending: 'P' } as const
/** An out-of-service order still in force (`status`); a rescinded one is `INACTIVE`. */
export const ORDER_IN_FORCE = 'ACTIVE'
