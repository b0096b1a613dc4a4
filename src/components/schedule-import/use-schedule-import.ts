import { useMemo, useState } from 'react'
import { previewRows, type ImportForm, type PreviewRow } from '@/lib/fleet/import-preview'
import { describeMapping, type HeaderMatch } from '@/lib/schedules/match-headers'
import { mappingFor, rememberMapping } from '@/lib/schedules/remembered-mappings'
import type { SheetTable } from '@/lib/schedules/sheet-table'
import { keepMappings, rememberedMappings } from './mapping-memory'
import type { Schedule } from './schedules'

export type AddMode = 'append' | 'replace'

export interface ImportSetup<Form extends object> {
  schedule: Schedule
  account: string
  today: string
  target: ImportForm<Form>
  /** VINs already entered that imported rows must not repeat, for the chosen mode. */
  enteredVins: (mode: AddMode) => string[]
}

export interface Loaded {
  table: SheetTable
  match: HeaderMatch<string>
}

/**
 * The state of one import: the table read, its column mapping (remembered per account and headers),
 * the rows the person skips, and the preview of every row left to add. Rows added leave the table;
 * refused rows stay in it to be fixed.
 */
export function useScheduleImport<Form extends object>({ schedule, account, today, target, enteredVins }: ImportSetup<Form>) {
  const kind = schedule.link.kind
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [mapping, setMapping] = useState<(string | null)[] | null>(null)
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set())
  const [mode, setMode] = useState<AddMode>('append')
  const [entered, setEntered] = useState(0)
  /** False when the browser refused to remember the person's mapping (storage full or turned off). */
  const [mappingKept, setMappingKept] = useState(true)

  const preview: PreviewRow<Form>[] = useMemo(
    () => (loaded && mapping ? previewRows(loaded.table, schedule.link, mapping, target, { today, enteredVins: enteredVins(mode) }) : []),
    // `entered` counts the adds: the rows entered changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, mapping, schedule, target, today, mode, entered],
  )

  function load(table: SheetTable) {
    const match = mappingFor(table.header.cells, kind, rememberedMappings(account, kind.name))
    setLoaded({ table, match })
    setSkipped(new Set())
    setMapping(match.unrecognised.length === 0 ? match.mapping : null)
  }

  /** The person's mapping: used now and remembered for these headers. */
  function chooseMapping(chosen: (string | null)[]) {
    if (!loaded) return
    const checked = describeMapping(loaded.table.header.cells, kind, chosen, true)
    setMappingKept(keepMappings(account, kind.name, rememberMapping(rememberedMappings(account, kind.name), kind.name, loaded.table.header.cells, checked.mapping)))
    setLoaded({ ...loaded, match: checked })
    setMapping(checked.mapping)
  }

  function editCells(line: number, cells: string[]) {
    if (!loaded) return
    setLoaded({ ...loaded, table: { ...loaded.table, rows: loaded.table.rows.map((row) => (row.line === line ? { line, cells } : row)) } })
  }

  function toggleSkip(line: number) {
    setSkipped((before) => {
      const next = new Set(before)
      if (!next.delete(line)) next.add(line)
      return next
    })
  }

  const ready = preview.filter((row) => !skipped.has(row.line) && row.refusals.length === 0)

  /** Takes rows out of the table once they are in the form: what is left is what still needs fixing. */
  function taken(lines: readonly number[]) {
    if (!loaded) return
    const gone = new Set(lines)
    setLoaded({ ...loaded, table: { ...loaded.table, rows: loaded.table.rows.filter((row) => !gone.has(row.line)) } })
    setEntered((count) => count + 1)
  }

  return { loaded, mapping, mappingKept, preview, skipped, mode, setMode, ready, load, chooseMapping, editMapping: () => setMapping(null), editCells, toggleSkip, taken, reset: () => setLoaded(null) }
}
