import type * as z from 'zod/mini'
import {
  CENSUS_COLUMNS_READ,
  censusAnswerSchema,
  COMPANY_CENSUS_DATASET,
  datasetPath,
  OUT_OF_SERVICE_COLUMNS_READ,
  OUT_OF_SERVICE_ORDERS_DATASET,
  outOfServiceAnswerSchema,
  type CensusRow,
  type OutOfServiceOrderRow,
} from '../contract/carrier-census'
import { apiOrigin } from './config'
import { parseResponse } from './read-response'
import { readRuntimeConfig } from './runtime-config'
import { askIsSandbox } from './sandbox-info'
import { fetchApi } from './transport'

/** The census a build was given for a static host (`VITE_CARRIER_CENSUS`, read by vite.config.ts): FMCSA's own unless `off` or another origin. */
const BUILT: string = import.meta.env.VITE_CARRIER_CENSUS
const builtCarrierCensus = BUILT === 'off' ? null : BUILT

/**
 * Where FMCSA's census is read (ADR 0125): what the production server was started with; without its
 * word, the sandbox's stand-in when the API is the sandbox (`vite` dev and preview), else the build's.
 * Null when the lookup is off.
 */
export async function carrierCensusOrigin(): Promise<string | null> {
  const configured = readRuntimeConfig()
  if (configured) return configured.carrierCensus
  return (await askIsSandbox()) ? apiOrigin : builtCarrierCensus
}

/** A carrier's census rows (none when the number is not in the census) and its out-of-service orders (null when they could not be read). */
export interface CensusAnswer {
  rows: CensusRow[]
  orders: OutOfServiceOrderRow[] | null
}

/** One dataset's rows for a USDOT number, as Socrata answers a simple filter; keyless, with no token of the portal's. */
async function rowsOf<Schema extends z.core.$ZodType>(
  origin: string,
  dataset: string,
  columns: readonly string[],
  dotNumber: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetchApi({
    method: 'GET',
    origin,
    path: datasetPath(dataset),
    query: { dot_number: dotNumber, $select: columns.join(','), $limit: '50' },
    // An optional lookup: a busy census is said at once, never waited out (ADR 0002's waits are for the API).
    onRateLimit: 'answer',
    signal,
  })
  return parseResponse(response, schema)
}

/**
 * What FMCSA's census has for a USDOT number (digits, no leading zeros), or null when the lookup is off.
 * The census and its out-of-service orders are asked together; the orders failing alone leaves them unknown.
 */
export async function readCarrierCensus(dotNumber: string, signal?: AbortSignal): Promise<CensusAnswer | null> {
  const origin = await carrierCensusOrigin()
  if (origin === null) return null
  const [rows, orders] = await Promise.all([
    rowsOf(origin, COMPANY_CENSUS_DATASET, CENSUS_COLUMNS_READ, dotNumber, censusAnswerSchema, signal),
    rowsOf(origin, OUT_OF_SERVICE_ORDERS_DATASET, OUT_OF_SERVICE_COLUMNS_READ, dotNumber, outOfServiceAnswerSchema, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error
      return null
    }),
  ])
  return { rows, orders }
}
