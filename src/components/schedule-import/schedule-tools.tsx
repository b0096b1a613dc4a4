import { useId, useState } from 'react'
import { useFormKit } from '@/components/form/form-kit'
import { Button } from '@/components/ui/button'
import type { ImportForm } from '@/domain/fleet/import-preview'
import { localToday } from '@/generic/dates'
import { readKeptImport } from './kept-imports'
import { LazyImportPanel } from './lazy-import-panel'
import type { ScheduleName } from './schedules'

export interface ScheduleToolsProps {
  scheduleName: ScheduleName
  noun: string
  /** The form path of the rows: a list (`vehicles`) or, with `single`, one row (`driver`). */
  name: string
  account: string
  target: ImportForm<object>
  /** Form paths of lists whose VINs or licenses imported rows must not repeat (vehicles and trailers share VINs; drivers their own list). */
  keyLists?: readonly string[]
  /** A form of one row: a row of the schedule fills it. */
  single?: boolean
  /** Where the import is kept across a reload, per account (`quote/3f9c…/vehicles`): it opens again as it was left. */
  keepAs?: string
}

/** The rows of a list, each with where it is in the page's words ("vehicle 3"). */
const rowsOf = (list: string, rows: unknown) =>
  Array.isArray(rows) ? rows.map((form: object, index) => ({ where: `${list.replace(/s$/, '')} ${index + 1}`, form })) : []

/**
 * Import and export of a fleet schedule on a page of the form kit: the wizard's vehicles, trailers and
 * drivers, the add-driver and add-trailer screens. Imported rows go into the form (and so its draft).
 */
export function ScheduleTools({ scheduleName, noun, name, account, target, keyLists = [], single = false, keepAs }: ScheduleToolsProps) {
  const { form, rowsChanged } = useFormKit()
  // An import left open (kept in this browser) opens again as it was.
  const [open, setOpen] = useState(() => keepAs !== undefined && readKeptImport(account, keepAs) !== null)
  const [openAsThePageOpened] = useState(open)
  const headingId = useId()
  const rows = () => form.getValues(name) as unknown
  const blank = JSON.stringify(target.empty())
  const all = () => (Array.isArray(rows()) ? (rows() as Record<string, unknown>[]) : [])
  /** The rows entered, without a row never filled in (a new quote starts with one): adding rows drops those. */
  const listed = () => all().filter((row) => JSON.stringify(row) !== blank)
  const enteredRows = (mode: 'append' | 'replace') =>
    keyLists.flatMap((list) => (mode === 'replace' && list === name ? [] : rowsOf(list, form.getValues(list))))
  const put = (value: unknown) => {
    form.setValue(name, value, { shouldDirty: true })
    rowsChanged?.(name)
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-md border border-slate-300 bg-slate-50 p-4">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        From a spreadsheet
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close the import' : `Import ${noun} from a spreadsheet`}
        </Button>
        {!single && (
          <Button
            variant="secondary"
            onClick={() => void import('./export-schedule').then(({ downloadScheduleCsv }) => downloadScheduleCsv(scheduleName, listed()))}
          >
            Export {noun} as CSV
          </Button>
        )}
      </div>
      {open && (
        <LazyImportPanel
          drawnWithThePage={openAsThePageOpened}
          scheduleName={scheduleName}
          noun={noun}
          account={account}
          today={localToday()}
          target={target}
          enteredRows={enteredRows}
          entered={() => ({ filled: listed().length, empty: all().length - listed().length })}
          onAdd={single ? undefined : (added, mode) => put(mode === 'replace' ? added : [...listed(), ...added])}
          onUse={single ? (row) => put(row) : undefined}
          keepAs={keepAs}
        />
      )}
    </section>
  )
}
