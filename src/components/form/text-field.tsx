import { memo, useState, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { formatUsd, moneyBoxText, parseMoneyBox } from '@/generic/money'
import { parseMoneyNumberInput, parseNumberInput } from '@/generic/number-input'
import { DateBox } from './date-box'
import { Field, FIELD_WIDTHS, inputClassName, type FieldWidth } from './field'
import { useFieldProblem, useFormKit, useOptional } from './form-kit'

/** Text-like inputs; `whole` and `decimal` keep a number (or null) in the form and accept "125,000". */
const KINDS = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  /** A date typed as the person writes it, kept as `YYYY-MM-DD` (date-box.tsx). */
  date: { type: 'text' },
  /** Digits kept as text: USDOT numbers, ZIP codes, reset codes. */
  digits: { type: 'text', inputMode: 'numeric' },
  whole: { type: 'text', inputMode: 'numeric' },
  decimal: { type: 'text', inputMode: 'decimal' },
  /** Dollars kept as a number: "$52,000.00", "52,000", and the shorthand "52k" or "1.2m", which the box says it read (ADR 0086). */
  money: { type: 'text', inputMode: 'decimal' },
  /** An amount kept as the text typed ("1,250.50"), for forms that carry decimal strings end to end; reads the shorthand as `money` does. */
  amount: { type: 'text', inputMode: 'decimal' },
  /** A web address, kept as typed. */
  url: { type: 'text', inputMode: 'url' },
  /** Pasted strings that must stay exactly as they are: secrets, signatures, ids. */
  verbatim: { type: 'text' },
} as const
export type TextFieldKind = keyof typeof KINDS

const NUMBER_KINDS: readonly TextFieldKind[] = ['whole', 'decimal', 'money']
const MONEY_KINDS: readonly TextFieldKind[] = ['money', 'amount']
const UNSPELLED_KINDS: readonly TextFieldKind[] = ['email', 'digits', 'whole', 'decimal', 'money', 'amount', 'url', 'verbatim']

/** What a money box read, said when the person typed shorthand ("52k"): "$52,000.00". */
function shorthandReading(text: string): string | null {
  const parsed = parseMoneyBox(text)
  return parsed.ok && parsed.shorthand ? formatUsd(parsed.value) : null
}
/**
 * A money box's value as react-hook-form writes it into a box it has not seen (opened on a limit set in
 * advance, a draft read again, a reset), `1000000`, is shown as money, `1,000,000` (issue 39). Only
 * then: what a person types stays as typed.
 */
function openedAsMoney(box: HTMLInputElement | null, register: (box: HTMLInputElement | null) => void) {
  const before = box?.value
  register(box)
  if (box && box.value !== before && /^\d+(\.\d+)?$/.test(box.value)) box.value = moneyBoxText(Number(box.value))
}

/**
 * A number box that holds a figure is taken whole by a click into it, as Tab takes it: typing then
 * replaces the figure instead of landing inside it (`1000002m0`, issue 39). A second click places the cursor.
 */
const clickedInto = new WeakSet<HTMLInputElement>()
const takenWhole = {
  onPointerDown: ({ currentTarget: box }: { currentTarget: HTMLInputElement }) => {
    if (document.activeElement !== box) clickedInto.add(box)
  },
  onMouseUp: (event: { currentTarget: HTMLInputElement; preventDefault: () => void }) => {
    const box = event.currentTarget
    if (!clickedInto.delete(box)) return
    event.preventDefault()
    box.select()
  },
}

/** Kinds whose letters keep their case: a phone keyboard must not capitalise them. */
const CASE_KEPT_KINDS: readonly TextFieldKind[] = ['url', 'verbatim']

export interface TextFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  kind?: TextFieldKind
  /** Shown before the box, like "$"; the label must make sense without it. */
  prefix?: string
  suffix?: string
  width?: FieldWidth
  autoComplete?: string
  /** Codes and numbers: no spell check, no auto-capitalisation. */
  code?: boolean
}

const ADORNMENT = 'flex min-h-11 items-center border-slate-500 bg-slate-100 px-3 font-semibold text-slate-900'

function TextFieldBox({ name, label, hint, optional, kind = 'text', prefix, suffix, width = 'lg', autoComplete = 'off', code }: TextFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  const numeric = NUMBER_KINDS.includes(kind)
  const money = MONEY_KINDS.includes(kind)
  const [reading, setReading] = useState<string | null>(null)
  const shown = prefix ?? (kind === 'money' ? '$' : undefined)
  return (
    <Field id={name} label={label} hint={hint ?? (kind === 'date' ? 'MM/DD/YYYY' : undefined)} optional={useOptional(optional)} error={problem?.message}>
      {(control) => {
        if (kind === 'date') return <DateBox name={name} label={label} control={control} className={`${inputClassName} ${FIELD_WIDTHS[width]}`} />
        const registered = form.register(name, {
          ...(numeric ? { setValueAs: kind === 'money' ? parseMoneyNumberInput : parseNumberInput } : {}),
          ...(money ? { onChange: (event: { target: HTMLInputElement }) => setReading(shorthandReading(event.target.value)) } : {}),
        })
        const input = (
          <input
            {...control}
            {...registered}
            ref={kind === 'money' ? (box) => openedAsMoney(box, registered.ref) : registered.ref}
            {...(numeric || money ? takenWhole : {})}
            form={formOwner}
            {...KINDS[kind]}
            autoComplete={autoComplete}
            spellCheck={code || UNSPELLED_KINDS.includes(kind) ? false : undefined}
            autoCapitalize={code ? 'characters' : CASE_KEPT_KINDS.includes(kind) ? 'none' : undefined}
            className={`${inputClassName} ${shown || suffix ? '' : FIELD_WIDTHS[width]} ${shown ? 'rounded-l-none' : ''} ${suffix ? 'rounded-r-none' : ''} ${numeric || money ? 'tabular-nums' : ''} ${kind === 'verbatim' ? 'font-mono text-sm' : ''}`}
          />
        )
        const box = !shown && !suffix ? input : <Adorned input={input} prefix={shown} suffix={suffix} width={width} />
        if (!money) return box
        return (
          <div>
            {box}
            <p aria-live="polite" className="mt-1 text-sm text-slate-700 empty:mt-0" data-testid={`${name}-reading`}>
              {reading && `Read as ${reading}`}
            </p>
          </div>
        )
      }}
    </Field>
  )
}

/** A box with what goes before or after it ("$", "%"), drawn beside it; the label must make sense without it. */
function Adorned({ input, prefix, suffix, width }: { input: ReactElement; prefix?: string; suffix?: string; width: FieldWidth }) {
  return (
    <div className={`flex items-stretch ${FIELD_WIDTHS[width]}`}>
      {prefix && (
        <span aria-hidden="true" className={`${ADORNMENT} rounded-l-md border border-r-0`}>
          {prefix}
        </span>
      )}
      {input}
      {suffix && (
        <span aria-hidden="true" className={`${ADORNMENT} rounded-r-md border border-l-0`}>
          {suffix}
        </span>
      )}
    </div>
  )
}

/** A labelled text, number or date box bound to `name`; its problem comes from the kit's problem source. */
export const TextField = memo(TextFieldBox) as <Values extends FieldValues = FieldValues>(props: TextFieldProps<Values>) => ReactElement
