import { useEffect, useReducer, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useFormKit } from './form-kit'

/**
 * Watching what is typed without react-hook-form's watchers (ADR 0107). A `useWatch` whose name covers
 * a box typed in (the box's own name, its row's, its list's) makes react-hook-form copy every value of
 * the form on each key, to hand its watchers: in a wizard of 2,000 rows, milliseconds a key. These
 * hooks hear the box's own DOM event instead and read the value with `getValues`; a watch of a choice
 * (a select, a tick box) costs one copy per choice and may stay a `useWatch`.
 */

type Edit = 'input' | 'change'

const isBox = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement

/**
 * Draws the component again when a box whose name `matches` is edited: on each key (`input`) or when a
 * value is committed (`change`: a choice made, a box left). A value set by the form's own `setValue` or
 * `reset` sends no event: what can change that way needs a watch of its own.
 */
export function useRedrawOnEdit(edit: Edit, matches: (name: string) => boolean): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  const latest = useRef(matches)
  useEffect(() => {
    latest.current = matches
  })
  useEffect(() => {
    const onEdit = (event: Event) => {
      if (isBox(event.target) && latest.current(event.target.name)) redraw()
    }
    document.addEventListener(edit, onEdit)
    return () => document.removeEventListener(edit, onEdit)
  }, [edit])
}

/**
 * The value at `name`, drawn again when a box that `matches` is edited and when the form sets `name`
 * or what holds it (a row or list replaced, an import, a reset). The watch names `watched` exactly: it
 * wakes on a signal naming `watched` or a path above it, never one below, so a key typed in a box does
 * not reach it as long as no box is named `watched` itself.
 */
function useValueAt(name: string, watched: string, edit: Edit, matches: (box: string) => boolean): unknown {
  const { form } = useFormKit()
  // Only wakes the component: the value is read with `getValues`, which an edit keeps current too.
  useWatch({ control: form.control, name: watched, exact: true })
  useRedrawOnEdit(edit, matches)
  return form.getValues(name)
}

/** The value of a list or a group of boxes (`commodities`, `radius`), drawn again when one of its boxes is edited (`edit`). */
export function useValueUnder<Value>(name: string, edit: Edit): Value {
  return useValueAt(name, name, edit, (box) => box.startsWith(`${name}.`)) as Value
}

/**
 * The value of one box (`vehicles.3.vin`), drawn again on each key typed in it. The form's sets come
 * through its row or group; a box at the top of a form has none and is watched by its own name, so a
 * key in it copies the form's values (a form without rows: a handful).
 */
export function useBoxValue(name: string): unknown {
  const row = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name
  return useValueAt(name, row, 'input', (box) => box === name)
}
