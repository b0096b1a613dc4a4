import { memo, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { Field, inputClassName } from './field'
import { useFieldProblem, useFormKit } from './form-kit'

export interface TextAreaFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  rows?: number
  /** Code, data or anything pasted as is: a fixed-width font, no spell check, no auto-capitalisation. */
  code?: boolean
}

function TextAreaFieldBox({ name, label, hint, optional, rows = 4, code }: TextAreaFieldProps) {
  const { form } = useFormKit()
  const problem = useFieldProblem(name)
  return (
    <Field id={name} label={label} hint={hint} optional={optional} error={problem?.message}>
      {(control) => (
        <textarea
          {...control}
          {...form.register(name)}
          rows={rows}
          autoComplete="off"
          spellCheck={code ? false : undefined}
          autoCapitalize={code ? 'off' : undefined}
          className={`${inputClassName} ${code ? 'font-mono text-sm' : ''}`}
        />
      )}
    </Field>
  )
}

/** A labelled multi-line text box bound to `name`. */
export const TextAreaField = memo(TextAreaFieldBox) as <Values extends FieldValues = FieldValues>(props: TextAreaFieldProps<Values>) => ReactElement
