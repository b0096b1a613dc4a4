import { useEffect, useId, useRef, useState } from 'react'
import { inputClassName } from '@/components/form/field'
import { Button } from '@/components/ui/button'
import type { SheetRow } from '@/domain/schedules/sheet-table'

/**
 * The cells of one line as the sheet had them, under the sheet's headers, to correct before adding. It
 * sits inside the page's own form, so it is a group, not a form: Enter saves the line instead of
 * submitting the page.
 */
export interface RowFixerProps {
  row: SheetRow
  header: readonly string[]
  mapped: readonly number[]
  /** What the service said of each cell (by column index), shown under it. */
  messages?: Readonly<Record<number, readonly string[]>>
  onSave: (cells: string[]) => void
  onCancel: () => void
}

export function RowFixer({ row, header, mapped, messages = {}, onSave, onCancel }: RowFixerProps) {
  const [cells, setCells] = useState(row.cells)
  const first = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => first.current?.focus(), [])
  return (
    <div
      role="group"
      aria-label={`Fix line ${row.line}`}
      className="flex flex-col gap-3 p-2"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
        event.preventDefault()
        onSave(cells)
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {mapped.map((index, order) => (
          <div key={index} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-${index}`} className="free-text font-semibold text-slate-900">
              {header[index]}
            </label>
            {messages[index] && (
              <ul id={`${id}-${index}-said`} className="free-text font-semibold text-red-800">
                {messages[index].map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            <input
              id={`${id}-${index}`}
              aria-describedby={messages[index] ? `${id}-${index}-said` : undefined}
              aria-invalid={messages[index] ? true : undefined}
              ref={order === 0 ? first : undefined}
              value={cells[index] ?? ''}
              spellCheck={false}
              onChange={(event) => setCells((before) => before.map((cell, at) => (at === index ? event.target.value : cell)))}
              className={inputClassName}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => onSave(cells)}>Save line {row.line}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
