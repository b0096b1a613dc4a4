import { memo, type ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import { Field, inputClassName } from '@/components/ui/field'
import { parseNumberInput } from '../../form/validation/fields'
import type { QuoteForm } from '../../form/model'
import { useFieldProblem, useWizard } from '../wizard-context'

const WIDTHS = { xs: 'max-w-28', sm: 'max-w-44', md: 'max-w-72', lg: 'max-w-md', full: '' } as const

/** Text-like inputs; number kinds keep a number (or null) in the form and accept "125,000". */
const KINDS = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  /** Digits kept as text: USDOT numbers, ZIP codes. */
  digits: { type: 'text', inputMode: 'numeric' },
  whole: { type: 'text', inputMode: 'numeric' },
  decimal: { type: 'text', inputMode: 'decimal' },
} as const

export interface TextFieldProps {
  name: Path<QuoteForm>
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  kind?: keyof typeof KINDS
  /** Shown before the box, like "$"; the label must make sense without it. */
  prefix?: string
  suffix?: string
  width?: keyof typeof WIDTHS
  autoComplete?: string
  /** Codes and numbers: no spell check, no auto-capitalisation. */
  code?: boolean
}

export const TextField = memo(function TextField({ name, label, hint, optional, kind = 'text', prefix, suffix, width = 'lg', autoComplete = 'off', code }: TextFieldProps) {
  const { form } = useWizard()
  const problem = useFieldProblem(name)
  const numeric = kind === 'whole' || kind === 'decimal'
  return (
    <Field id={name} label={label} hint={hint} optional={optional} error={problem?.message}>
      {(control) => {
        const input = (
          <input
            {...control}
            {...form.register(name, numeric ? { setValueAs: parseNumberInput } : {})}
            {...KINDS[kind]}
            autoComplete={autoComplete}
            spellCheck={code || numeric ? false : undefined}
            autoCapitalize={code ? 'characters' : undefined}
            className={`${inputClassName} ${prefix || suffix ? '' : WIDTHS[width]}`}
          />
        )
        if (!prefix && !suffix) return input
        return (
          <div className={`flex items-stretch ${WIDTHS[width]}`}>
            {prefix && <span aria-hidden="true" className="flex items-center rounded-l-md border border-r-0 border-slate-500 bg-slate-100 px-3 font-semibold">{prefix}</span>}
            {input}
            {suffix && <span aria-hidden="true" className="flex items-center rounded-r-md border border-l-0 border-slate-500 bg-slate-100 px-3 font-semibold">{suffix}</span>}
          </div>
        )
      }}
    </Field>
  )
})
