import { COMPANY_CENSUS_DATASET, OUT_OF_SERVICE_ORDERS_DATASET } from '../../src/contract/carrier-census.ts'
import type { SocrataDataset } from '../domain/socrata/soql-query.ts'
import { COMPANY_CENSUS_COLUMNS, OUT_OF_SERVICE_ORDER_COLUMNS } from '../fixtures/carrier-census-columns.ts'
import type { SandboxStore } from './types.ts'

const COLUMNS_OF: Record<string, readonly string[]> = {
  [COMPANY_CENSUS_DATASET]: COMPANY_CENSUS_COLUMNS,
  [OUT_OF_SERVICE_ORDERS_DATASET]: OUT_OF_SERVICE_ORDER_COLUMNS,
}

/** One of the census stand-in's datasets, with its data dictionary's columns; undefined for any other id. */
export function censusDataset(store: SandboxStore, id: string): SocrataDataset | undefined {
  const columns = COLUMNS_OF[id]
  const rows = store.carrierCensus.get(id)
  return columns && rows ? { columns, rows } : undefined
}
