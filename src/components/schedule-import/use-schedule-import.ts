import { useMemo } from 'react'
import { useKeptReducer } from '@/generic/kept-reducer'
import type { EnteredKey } from '@/domain/fleet/duplicate-keys'
import { countStatuses, readPreview, statusOf, type ImportForm } from '@/domain/fleet/import-preview'
import { describeMapping, type ColumnMapping } from '@/domain/schedules/match-headers'
import { mappingFor, rememberMapping } from '@/domain/schedules/remembered-mappings'
import { handoffOf } from './handoff'
import { restoredSentence } from './import-sentences'
import { importReducer, isFinished, newImport, type AddMode, type ImportState } from './import-state'
import { forgetImport, keepImport, readKeptImport } from './kept-imports'
import { keptOf, stateOf } from './kept-state'
import { keepMappings, rememberedMappings } from './mapping-memory'
import type { ScheduleSource } from './read-source'
import type { Schedule } from './schedules'

export interface ImportSetup<Form extends object> {
  schedule: Schedule
  account: string
  today: string
  target: ImportForm<Form>
  /** The rows the page has now, each with where it is ("vehicle 3"), for the mode chosen (with "replace", the list replaced does not count). */
  enteredRows: (mode: AddMode) => { where: string; form: object }[]
  /** Where this import is kept in the browser, per account, across a reload (`quote/3f9c…/vehicles`); null keeps nothing. */
  keepAs: string | null
}

/**
 * The state of one import (import-state.ts), kept in this browser at each event, and its preview: every
 * line read, its status and problems, and the keys held by more than one line. Nothing here runs while
 * the page around it changes: the preview is read again only when the import's own state changes, or
 * the keys of the rows entered do.
 */
export function useScheduleImport<Form extends object>({ schedule, account, today, target, enteredRows, keepAs }: ImportSetup<Form>) {
  const { link } = schedule
  const kind = link.kind
  // Kept at the moment of each event, so a reload right after it finds it.
  const { state, kept, dispatch } = useKeptReducer(
    importReducer,
    (): ImportState => {
      const found = keepAs === null ? null : readKeptImport(account, keepAs)
      if (!found) return newImport()
      const matchOf = (header: readonly string[], mapping: ColumnMapping | null) =>
        mapping ? describeMapping(header, kind, mapping, true) : mappingFor(header, kind, rememberedMappings(account, kind.name))
      return { ...stateOf(found, matchOf), said: restoredSentence(found) }
    },
    keepAs === null ? undefined : (next) => (isFinished(next) ? forgetImport(account, keepAs) : keepImport(account, keepAs, keptOf(next))),
  )

  // The keys of the rows entered, as text: the preview is read again when they change, not on every render.
  const enteredKeys = JSON.stringify(enteredRows(state.mode).map(({ where, form }) => ({ where, key: link.key.of(form as Record<string, unknown>) })))
  const { loaded, mapping, readAsRows, chosen, skipped, duplicatesAllowed } = state
  const preview = useMemo(
    () =>
      loaded && mapping
        ? readPreview(loaded.table, link, mapping, target, {
            today,
            entered: JSON.parse(enteredKeys) as EnteredKey[],
            readAsRows,
            chosen,
            skipped,
            duplicatesAllowed,
          })
        : { rows: [], duplicates: [] },
    [loaded, mapping, link, target, today, enteredKeys, readAsRows, chosen, skipped, duplicatesAllowed],
  )

  function read(source: ScheduleSource, anotherSheet = false) {
    dispatch({ type: 'read', source, match: mappingFor(source.table.header.cells, kind, rememberedMappings(account, kind.name)), anotherSheet })
  }

  return {
    state,
    /** False when the browser refused to keep the import. */
    stored: kept,
    preview,
    counts: countStatuses(preview.rows, skipped),
    ready: preview.rows.filter((row) => statusOf(row, skipped) === 'ready'),
    dispatch,
    read,
    /** Another sheet of the workbook, as the person chose it. */
    readSheet(index: number) {
      const sheet = loaded?.workbook?.sheets[index]
      if (loaded?.workbook && sheet) read({ ...loaded, table: sheet.table, workbook: { ...loaded.workbook, chosen: index } }, true)
    },
    /** The person's mapping: used now and remembered for these headers. */
    chooseMapping(proposed: (string | null)[]) {
      if (!loaded) return
      const header = loaded.table.header.cells
      const match = describeMapping(header, kind, proposed, true)
      const kept = keepMappings(account, kind.name, rememberMapping(rememberedMappings(account, kind.name), kind.name, header, match.mapping))
      dispatch({ type: 'columns chosen', match, kept })
    },
    /** The ready rows' forms, and every line of the sheet as the consumer gets it (handoff.ts); null before the columns are matched. */
    handoff: () => (loaded && mapping ? handoffOf(preview, loaded.table, mapping, skipped) : null),
    /** After an add: the lines taken leave (all but those to fix), or, when the consumer took every line, the import ends. */
    taken(said: string, everyLine: boolean) {
      if (everyLine) dispatch({ type: 'started again' })
      else dispatch({ type: 'taken', lines: preview.rows.flatMap((row) => (statusOf(row, skipped) === 'to fix' ? [] : [row.line])), said })
    },
  }
}

export type ScheduleImport = ReturnType<typeof useScheduleImport>
