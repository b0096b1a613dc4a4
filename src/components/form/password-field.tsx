import type { ReactElement, ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { PasswordInput } from '@/components/ui/password-input'
import { Field } from './field'
import { useFieldProblem, useFormKit } from './form-kit'

export interface PasswordFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  autoComplete: 'current-password' | 'new-password'
}

function PasswordFieldBox({ name, label, hint, autoComplete }: PasswordFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  return (
    <Field id={name} label={label} hint={hint} error={problem?.message}>
      {(control) => <PasswordInput {...control} {...form.register(name)} form={formOwner} autoComplete={autoComplete} />}
    </Field>
  )
}

/** A password box with its show/hide switch, bound to `name`. */
export const PasswordField = PasswordFieldBox as <Values extends FieldValues = FieldValues>(props: PasswordFieldProps<Values>) => ReactElement
