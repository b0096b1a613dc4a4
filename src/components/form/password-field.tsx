import type { ReactElement, ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { PasswordInput } from '@/components/ui/password-input'
import { Field } from './field'
import { useFieldProblem, useFormKit } from './form-kit'

export interface PasswordFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  /** `off` for a pasted secret that no password manager should keep. */
  autoComplete: 'current-password' | 'new-password' | 'off'
  /** A signing secret or a token: pasted as it is, in a code font, and its switch says "Show secret". */
  secret?: boolean
}

function PasswordFieldBox({ name, label, hint, autoComplete, secret = false }: PasswordFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  return (
    <Field id={name} label={label} hint={hint} error={problem?.message}>
      {(control) => (
        <PasswordInput
          {...control}
          {...form.register(name)}
          form={formOwner}
          autoComplete={autoComplete}
          noun={secret ? 'secret' : 'password'}
          spellCheck={secret ? false : undefined}
          autoCapitalize={secret ? 'none' : undefined}
          className={secret ? 'font-mono text-sm' : ''}
        />
      )}
    </Field>
  )
}

/** A masked box with its show/hide switch, bound to `name`: a password, or a secret pasted to check or sign with. */
export const PasswordField = PasswordFieldBox as <Values extends FieldValues = FieldValues>(props: PasswordFieldProps<Values>) => ReactElement
