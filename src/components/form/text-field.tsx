import { memo, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { parseNumberInput } from '@/generic/number-input'
import { DateBox } from './date-box'
import { Field, FIELD_WIDTHS, inputClassName, type FieldWidth } from './field'
import { useFieldProblem, useFormKit } from './form-kit'

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
  /** An amount kept as the text typed ("1,250.50"), for forms that carry decimal strings end to end. */
  amount: { type: 'text', inputMode: 'decimal' },
  /** A web address, kept as typed. */
  url: { type: 'text', inputMode: 'url' },
  /** Pasted strings that must stay exactly as they are: secrets, signatures, ids. */
  verbatim: { type: 'text' },
} as const
export type TextFieldKind = keyof typeof KINDS

const NUMBER_KINDS: readonly TextFieldKind[] = ['whole', 'decimal']
const UNSPELLED_KINDS: readonly TextFieldKind[] = ['email', 'digits', 'whole', 'decimal', 'amount', 'url', 'verbatim']
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
  return (
    <Field id={name} label={label} hint={hint ?? (kind === 'date' ? 'MM/DD/YYYY' : undefined)} optional={optional} error={problem?.message}>
      {(control) => {
        if (kind === 'date') return <DateBox name={name} label={label} control={control} className={`${inputClassName} ${FIELD_WIDTHS[width]}`} />
        const input = (
          <input
            {...control}
            {...form.register(name, numeric ? { setValueAs: parseNumberInput } : {})}
            form={formOwner}
            {...KINDS[kind]}
            autoComplete={autoComplete}
            spellCheck={code || UNSPELLED_KINDS.includes(kind) ? false : undefined}
            autoCapitalize={code ? 'characters' : CASE_KEPT_KINDS.includes(kind) ? 'none' : undefined}
            className={`${inputClassName} ${prefix || suffix ? '' : FIELD_WIDTHS[width]} ${prefix ? 'rounded-l-none' : ''} ${suffix ? 'rounded-r-none' : ''} ${numeric || kind === 'amount' ? 'tabular-nums' : ''} ${kind === 'verbatim' ? 'font-mono text-sm' : ''}`}
          />
        )
        if (!prefix && !suffix) return input
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
      }}
    </Field>
  )
}

/** A labelled text, number or date box bound to `name`; its problem comes from the kit's problem source. */
export const TextField = memo(TextFieldBox) as <Values extends FieldValues = FieldValues>(props: TextFieldProps<Values>) => ReactElement
