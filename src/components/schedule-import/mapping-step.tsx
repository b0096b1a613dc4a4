import { useId, useState, type ReactNode } from 'react'
import { inputClassName } from '@/components/form/field'
import { Button } from '@/components/ui/button'
import { FreeText } from '@/components/ui/free-text'
import { StepHeading } from './step-heading'
import type { Loaded } from './import-state'
import type { Schedule } from './schedules'

const LEFT_OUT = ''

/**
 * Which column of the schedule each header of the sheet is. Headers not recognised come first and are
 * marked; the choice is remembered for the next sheet with the same headers. `source` says what was
 * read (and offers a workbook's other sheets: the wrong sheet often shows here first).
 */
export function MappingStep({
  schedule,
  loaded,
  source,
  storage,
  onChoose,
}: {
  schedule: Schedule
  loaded: Loaded
  source: ReactNode
  /** What the browser refused to keep, or null. */
  storage: string | null
  onChoose: (mapping: (string | null)[]) => void
}) {
  const columns = Object.entries(schedule.link.kind.columns)
  const [chosen, setChosen] = useState(() => loaded.match.mapping.map((key) => key ?? LEFT_OUT))
  const unrecognised = new Set(loaded.match.unrecognised.map(({ index }) => index))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <StepHeading id={headingId}>Match the columns</StepHeading>
      {source}
      {storage && <p className="font-semibold text-red-700">{storage}</p>}
      {unrecognised.size > 0 && (
        <p className="text-slate-800">
          {unrecognised.size === 1 ? 'One header was' : `${unrecognised.size} headers were`} not recognised. Say what each holds, or leave it out. This is
          remembered for the next schedule with the same headers.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {loaded.table.header.cells.map((header, index) =>
          header === '' ? null : (
            <div key={index} className="flex flex-col gap-1">
              <label htmlFor={`${headingId}-${index}`} className="font-semibold text-slate-900">
                Column “<FreeText>{header}</FreeText>”{unrecognised.has(index) && <span className="font-normal text-amber-800"> (not recognised)</span>}
              </label>
              <select
                id={`${headingId}-${index}`}
                value={chosen[index] ?? LEFT_OUT}
                onChange={(event) => setChosen((before) => before.map((key, at) => (at === index ? event.target.value : key)))}
                className={`${inputClassName} max-w-xs`}
              >
                <option value={LEFT_OUT}>Leave this column out</option>
                {columns.map(([key, spec]) => (
                  <option key={key} value={key}>
                    {spec.label}
                  </option>
                ))}
              </select>
            </div>
          ),
        )}
      </div>
      <div>
        <Button onClick={() => onChoose(chosen.map((key) => (key === LEFT_OUT ? null : key)))}>Use these columns</Button>
      </div>
    </section>
  )
}
