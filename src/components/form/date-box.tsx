import { useCallback, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { isoToUsDate, isRealIsoDate } from '@/generic/dates'
import { readTypedDate } from '@/generic/typed-date'
import type { FieldControlProps } from './field'
import { inputClassName } from './field'
import { useBoxValue } from './edited-values'
import { useFormKit } from './form-kit'

/** What the form keeps of what was typed: the date (`YYYY-MM-DD`) when it reads as one, else the text, so nothing typed is lost. */
const keptOf = (text: string) => (text.trim() === '' ? '' : (readTypedDate(text) ?? text.trim()))
/** A kept value as the box shows it: a date as MM/DD/YYYY, anything else as it was typed. */
const shownOf = (value: string) => (isRealIsoDate(value) ? isoToUsDate(value) : value)

/** A key that types part of a date: a digit or a separator, without a modifier. */
const typesADate = (event: KeyboardEvent) => /^[\d/.-]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey

/**
 * The browser's calendar, as it appears after "Calendar": the focus moves to it and its picker opens
 * (issue 39: the button opened no calendar and kept the focus). An engine without `showPicker`, or one
 * that refuses it, still has the date box, focused, with its own way to open the picker.
 */
function openedCalendar(box: HTMLInputElement | null) {
  if (!box) return
  box.focus()
  try {
    box.showPicker()
  } catch {
    // Refused (no user activation left, or a picker the engine does not draw): the focused box stays.
  }
}

/**
 * A date box that reads what is typed, wherever the cursor was: `12/15/2026`, `12152026` or
 * `2026-12-15` (ADR 0067). It is a text box: a click lands where it lands and nothing is split into
 * segments. The calendar is a help beside it, opened on demand (and focused), never in the way of typing.
 */
export function DateBox({ name, label, control, className }: { name: string; label: ReactNode; control: FieldControlProps; className: string }) {
  const { form, formOwner } = useFormKit()
  // Registered as useController does it, without its watch, which copies the whole form on each key
  // typed (ADR 0107): the form knows the box by an object that focuses it (its focus on a problem reaches
  // the box) and never writes it; the box shows what was typed, the form keeps what it reads as.
  const registered = useMemo(() => form.register(name), [form, name])
  const ref = useCallback(
    (box: HTMLInputElement | null) =>
      registered.ref(
        box && {
          focus: () => box.focus(),
          select: () => box.select(),
          setCustomValidity: (message: string) => box.setCustomValidity(message),
          reportValidity: () => box.reportValidity(),
        },
      ),
    [registered],
  )
  const onChange = (kept: string) => void registered.onChange({ target: { name, value: kept }, type: 'change' })
  const onBlur = () => void registered.onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' })
  const kept = useBoxValue(name)
  const value = typeof kept === 'string' ? kept : ''
  const [text, setText] = useState(() => shownOf(value))
  const [seen, setSeen] = useState(value)
  const [calendarOpen, setCalendarOpen] = useState(false)
  const calendarId = useId()
  // A value set from outside (a draft read, a reset, the calendar) shows; what the person is typing stays as typed.
  if (value !== seen) {
    setSeen(value)
    if (keptOf(text) !== value) setText(shownOf(value))
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          {...control}
          ref={ref}
          name={name}
          form={formOwner}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            onChange(keptOf(event.target.value))
          }}
          onBlur={() => {
            onBlur()
            const date = readTypedDate(text)
            if (date) setText(isoToUsDate(date))
          }}
          className={className}
        />
        <Button variant="secondary" size="small" aria-expanded={calendarOpen} aria-controls={calendarId} onClick={() => setCalendarOpen((open) => !open)}>
          Calendar <span className="sr-only">for {label}</span>
        </Button>
      </div>
      <div id={calendarId}>
        {calendarOpen && (
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-900">
            <span>
              {/* Named with its date's name, as its Calendar button is: two calendars on one page are told apart. */}
              <span className="sr-only">{label}, </span>On a calendar
            </span>
            <input
              ref={openedCalendar}
              type="date"
              value={isRealIsoDate(value) ? value : ''}
              onChange={(event) => {
                onChange(event.target.value)
                setText(shownOf(event.target.value))
              }}
              onKeyDown={(event) => {
                // The browser's date box splits typing into parts (a click mid-box lands in the year): a date typed here goes to the text box.
                if (!typesADate(event)) return
                // Focused first: the key then lands as the box's new value, the cursor after it, and typing goes on there.
                event.preventDefault()
                // Now: react-hook-form's setFocus waits for a timer, and each key typed meanwhile would land here and start the date again.
                document.getElementById(control.id)?.focus()
                setText(event.key)
                onChange(keptOf(event.key))
              }}
              className={`${inputClassName} max-w-56`}
            />
          </label>
        )}
      </div>
    </div>
  )
}
