import { memo, type ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import { Field, inputClassName } from '@/components/ui/field'
import type { QuoteForm } from '../../form/model'
import { useFieldProblem, useWizard } from '../wizard-context'

export type SelectOptions = readonly (readonly [value: string, label: string])[]

export interface SelectFieldProps {
  name: Path<QuoteForm>
  label: ReactNode
  options: SelectOptions
  hint?: ReactNode
  optional?: boolean
  /** The first, empty choice; omit it when the field always has a value. */
  placeholder?: string | null
  width?: 'sm' | 'md' | 'lg'
}

const WIDTHS = { sm: 'max-w-44', md: 'max-w-72', lg: 'max-w-md' } as const

export const SelectField = memo(function SelectField({ name, label, options, hint, optional, placeholder = 'Select', width = 'md' }: SelectFieldProps) {
  const { form } = useWizard()
  const problem = useFieldProblem(name)
  return (
    <Field id={name} label={label} hint={hint} optional={optional} error={problem?.message}>
      {(control) => (
        <select {...control} {...form.register(name)} className={`${inputClassName} ${WIDTHS[width]}`}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
})
