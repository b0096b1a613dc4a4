import { useCallback, type ComponentType, type ReactNode } from 'react'
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { useFieldProblem, useFormKit } from './form-kit'

export interface RowProps {
  index: number
  onRemove: (index: number) => void
}

export interface RowListProps<Values extends FieldValues, Name extends ArrayPath<Values>> {
  name: Name
  /** The list's name as a group ("Vehicles"): the error summary's link for the list's own problem lands on it. */
  label: string
  /** A memoized row: it re-renders only when its index changes, never for another row's typing. */
  Row: ComponentType<RowProps>
  newRow: () => FieldArray<Values, Name>
  addLabel: { first: string; more: string }
  /** Shown while the list is empty. */
  empty: ReactNode
  max?: number
}

/** A list of repeated rows (GOV.UK "add another"): add, remove, and the list's own problem. */
export function RowList<Values extends FieldValues, Name extends ArrayPath<Values>>({ name, label, Row, newRow, addLabel, empty, max }: RowListProps<Values, Name>) {
  const { form, rowsChanged } = useFormKit()
  const { fields, append, remove } = useFieldArray<Values, Name>({ control: form.control as unknown as Control<Values>, name })
  const problem = useFieldProblem(name)
  const addId = `${name}-add`
  const onRemove = useCallback(
    (index: number) => {
      remove(index)
      // The form's owner moves the problems of the rows after it up, so "Vehicle 3: Enter the VIN" stays on its vehicle.
      rowsChanged?.(name, index)
      // The removed row had the focus: hand it to the add button once React has drawn the list again.
      setTimeout(() => document.getElementById(addId)?.focus())
    },
    [remove, rowsChanged, name, addId],
  )
  return (
    <div
      id={name}
      role="group"
      aria-label={label}
      tabIndex={-1}
      aria-describedby={problem ? `${name}-error` : undefined}
      className={`flex flex-col gap-6 ${problem ? 'border-l-4 border-red-700 pl-3' : ''}`}
    >
      {problem && (
        <p id={`${name}-error`} className="font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          {problem.message}
        </p>
      )}
      {fields.length === 0 && <p className="text-slate-700">{empty}</p>}
      {fields.map((field, index) => (
        <Row key={field.id} index={index} onRemove={onRemove} />
      ))}
      {(max === undefined || fields.length < max) && (
        <div>
          <Button
            id={addId}
            variant="secondary"
            onClick={() => {
              append(newRow())
              rowsChanged?.(name)
            }}
          >
            {fields.length === 0 ? addLabel.first : addLabel.more}
          </Button>
        </div>
      )}
    </div>
  )
}

/**
 * The frame of one row: its legend ("Vehicle 3") and a remove button that names it. Rows off screen
 * skip layout and paint (`content-visibility: auto`), so typing in one row of a hundred re-lays out
 * that row, not the whole list; they stay in the accessibility tree and in find-in-page.
 */
export function RowFrame({ legend, index, onRemove, children }: { legend: string; index: number; onRemove: (index: number) => void; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-300 bg-white p-4 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      <div className="flex flex-col gap-5">{children}</div>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <Button variant="link" onClick={() => onRemove(index)}>
          Remove<span className="sr-only"> {legend.toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  )
}
