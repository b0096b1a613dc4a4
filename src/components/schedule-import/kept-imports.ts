import * as z from 'zod/mini'
import type { ColumnMapping } from '@/domain/schedules/match-headers'
import type { SheetTable } from '@/domain/schedules/sheet-table'
import { createRecordStore } from '@/generic/record-store'
import type { PortableKind } from '@/generic/records-file'
import type { AddMode } from './import-state'

/**
 * An import in progress, kept in this browser per account and per place (a quote draft's vehicles, a
 * transaction's spreadsheet run), so that a reload loses neither the paste, nor the rows read, nor the
 * choices made on them (docs/decisions/0091-the-schedule-import-as-data.md). A chosen file is not kept:
 * the table read from it is, and of a workbook only the sheet read. Deleted when every line is taken,
 * when the person starts again, and with the quote draft it belongs to; otherwise 30 days after. This
 * module is the store alone, light enough for the pages that open a kept import (kept-state.ts reads it).
 */
export interface KeptImport {
  pasted: string
  source: { table: SheetTable; fileName: string | null; sheet: string | null } | null
  mapping: ColumnMapping | null
  skipped: number[]
  readAsRows: number[]
  chosen: [number, Record<string, unknown>][]
  mode: AddMode
  duplicatesAllowed: string[]
}

const rowSchema = z.object({ line: z.number(), cells: z.array(z.string()) })
const lines = z.array(z.number())

const keptSchema = z.object({
  pasted: z.string(),
  source: z.nullable(
    z.object({
      table: z.object({ header: rowSchema, rows: z.array(rowSchema), above: z.array(rowSchema) }),
      fileName: z.nullable(z.string()),
      sheet: z.nullable(z.string()),
    }),
  ),
  mapping: z.nullable(z.array(z.nullable(z.string()))),
  skipped: lines,
  readAsRows: lines,
  chosen: z.array(z.tuple([z.number(), z.record(z.string(), z.unknown())])),
  mode: z.enum(['append', 'replace']),
  duplicatesAllowed: z.array(z.string()),
})

const imports = createRecordStore<KeptImport>({ prefix: 'portal.schedule-imports', version: 1, schema: keptSchema, keepDays: 30 })

export const portableImports: PortableKind = { label: 'schedule imports in progress', store: imports }

export const readKeptImport = (account: string, place: string): KeptImport | null => imports.get(account, place)?.value ?? null

/** False when the browser refused (storage full or turned off). */
export const keepImport = (account: string, place: string, kept: KeptImport): boolean => imports.put(account, place, kept)

export const forgetImport = (account: string, place: string): boolean => imports.remove(account, place)

/** Deletes the imports kept under a place and every place inside it (`quote/3f9c…/`: a quote draft's three fleet pages). */
export function forgetImportsUnder(account: string, placePrefix: string): boolean {
  return imports
    .list(account)
    .filter(({ id }) => id.startsWith(placePrefix))
    .map(({ id }) => imports.remove(account, id))
    .every(Boolean)
}
