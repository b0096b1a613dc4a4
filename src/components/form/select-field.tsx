import { memo, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { Field, FIELD_WIDTHS, inputClassName, type FieldWidth } from './field'
import { useFieldProblem, useFormKit, useOptional } from './form-kit'

export type SelectOptions = readonly (readonly [value: string, label: string])[]

export interface SelectFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  options: SelectOptions
  hint?: ReactNode
  optional?: boolean
  /** The first, empty choice; null when the field always has a value. */
  placeholder?: string | null
  width?: FieldWidth
}

function SelectFieldBox({ name, label, options, hint, optional, placeholder = 'Select', width = 'md' }: SelectFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  return (
    <Field id={name} label={label} hint={hint} optional={useOptional(optional)} error={problem?.message}>
      {(control) => (
        <select {...control} {...form.register(name)} form={formOwner} className={`${inputClassName} ${FIELD_WIDTHS[width]}`}>
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
}

/** A labelled drop-down bound to `name`. */
export const SelectField = memo(SelectFieldBox) as <Values extends FieldValues = FieldValues>(props: SelectFieldProps<Values>) => ReactElement
