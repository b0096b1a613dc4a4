import { useMemo, useState } from 'react'
import { choose, type Chosen } from '@/domain/fleet/bulk-choices'
import { countStatuses, previewRows, statusOf, type ImportForm, type PreviewRow } from '@/domain/fleet/import-preview'
import { describeMapping, type HeaderMatch } from '@/domain/schedules/match-headers'
import { mappingFor, rememberMapping } from '@/domain/schedules/remembered-mappings'
import type { SheetTable } from '@/domain/schedules/sheet-table'
import { keepMappings, rememberedMappings } from './mapping-memory'
import type { ScheduleSource } from './read-source'
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

/** What was read (the table, as the person fixes it, and where it came from) and its headers' match. */
export interface Loaded extends ScheduleSource {
  match: HeaderMatch<string>
}

function toggled(lines: ReadonlySet<number>, line: number): ReadonlySet<number> {
  const next = new Set(lines)
  if (!next.delete(line)) next.add(line)
  return next
}

const without = (rows: SheetTable['rows'], gone: ReadonlySet<number>) => rows.filter((row) => !gone.has(row.line))

/**
 * The state of one import: the table read (of a workbook, the sheet chosen or another the person
 * picks), its column mapping (remembered per account and headers), the rows the person skips, the lines
 * set aside that the person reads as rows after all, and the preview of every line left. Rows added,
 * skipped and set aside leave the table when the ready ones are added; refused rows stay to be fixed.
 */
export function useScheduleImport<Form extends object>({ schedule, account, today, target, enteredVins }: ImportSetup<Form>) {
  const kind = schedule.link.kind
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [mapping, setMapping] = useState<(string | null)[] | null>(null)
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set())
  const [readAsRows, setReadAsRows] = useState<ReadonlySet<number>>(new Set())
  /** What the person set on many rows at once, and the rows they selected to set it on. */
  const [chosen, setChosen] = useState<Chosen>(new Map())
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [mode, setMode] = useState<AddMode>('append')
  const [entered, setEntered] = useState(0)
  /** False when the browser refused to remember the person's mapping (storage full or turned off). */
  const [mappingKept, setMappingKept] = useState(true)

  const preview: PreviewRow<Form>[] = useMemo(
    () => (loaded && mapping ? previewRows(loaded.table, schedule.link, mapping, target, { today, enteredVins: enteredVins(mode), readAsRows, chosen }) : []),
    // `entered` counts the adds: the rows entered changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, mapping, schedule, target, today, mode, entered, readAsRows, chosen],
  )

  function load(source: ScheduleSource) {
    const match = mappingFor(source.table.header.cells, kind, rememberedMappings(account, kind.name))
    setLoaded({ ...source, match })
    setSkipped(new Set())
    setReadAsRows(new Set())
    setChosen(new Map())
    setSelected(new Set())
    setMapping(match.unrecognised.length === 0 ? match.mapping : null)
  }

  /** Another sheet of the workbook, as the person chose it. */
  function readSheet(index: number) {
    const sheet = loaded?.workbook?.sheets[index]
    if (loaded?.workbook && sheet) load({ ...loaded, table: sheet.table, workbook: { ...loaded.workbook, chosen: index } })
  }

  /** The person's mapping: used now and remembered for these headers. */
  function chooseMapping(chosen: (string | null)[]) {
    if (!loaded) return
    const checked = describeMapping(loaded.table.header.cells, kind, chosen, true)
    setMappingKept(
      keepMappings(account, kind.name, rememberMapping(rememberedMappings(account, kind.name), kind.name, loaded.table.header.cells, checked.mapping)),
    )
    setLoaded({ ...loaded, match: checked })
    setMapping(checked.mapping)
  }

  function editCells(line: number, cells: string[]) {
    if (!loaded) return
    setLoaded({ ...loaded, table: { ...loaded.table, rows: loaded.table.rows.map((row) => (row.line === line ? { line, cells } : row)) } })
  }

  /** Values set on lines (one answer on many rows); the selection is done with. */
  function setOnLines(lines: readonly number[], values: Readonly<Record<string, unknown>>) {
    setChosen((before) => choose(before, lines, values))
    setSelected(new Set())
  }

  const counts = countStatuses(preview, skipped)
  const ready = preview.filter((row) => statusOf(row, skipped) === 'ready')

  /** Takes lines out of the table once the ready ones are in the form: what is left is what still needs fixing. */
  function taken(lines: readonly number[]) {
    if (!loaded) return
    const gone = new Set(lines)
    setLoaded({ ...loaded, table: { ...loaded.table, rows: without(loaded.table.rows, gone), above: without(loaded.table.above, gone) } })
    setEntered((count) => count + 1)
  }

  return {
    loaded,
    mapping,
    mappingKept,
    preview,
    skipped,
    counts,
    mode,
    setMode,
    ready,
    load,
    readSheet,
    chooseMapping,
    editMapping: () => setMapping(null),
    editCells,
    toggleSkip: (line: number) => setSkipped((before) => toggled(before, line)),
    chosen,
    selected,
    toggleSelected: (line: number) => setSelected((before) => toggled(before, line)),
    setOnLines,
    readAsRow: (line: number) => setReadAsRows((before) => new Set([...before, line])),
    taken,
    reset: () => setLoaded(null),
  }
}
