import { memo, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { Fieldset } from './fieldset'
import { useFormKit } from './form-kit'

export interface RadioOption {
  value: string
  label: string
  hint?: string
}

export interface RadioFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  legend: ReactNode
  hint?: ReactNode
  options: readonly RadioOption[]
  /** A choice that may stay unmade: "(optional)" after the question, and not required. */
  optional?: boolean
}

function RadioFieldGroup({ name, legend, hint, options, optional = false }: RadioFieldProps) {
  const { form, formOwner } = useFormKit()
  const question = optional ? (
    <>
      {legend}
      <span className="font-normal text-slate-700"> (optional)</span>
    </>
  ) : (
    legend
  )
  return (
    <Fieldset legend={question} hint={hint} anchor={name} size="question" radios={optional ? 'optional' : 'required'}>
      {options.map((option) => {
        const id = `${name}-${option.value}`
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              value={option.value}
              {...form.register(name)}
              form={formOwner}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={id} className="font-semibold text-slate-900">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${id}-hint`} className="text-sm text-slate-700">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        )
      })}
    </Fieldset>
  )
}

/** One choice among a few, as a question (GOV.UK radios); the group's problem sits under the legend. */
export const RadioField = memo(RadioFieldGroup) as <Values extends FieldValues = FieldValues>(props: RadioFieldProps<Values>) => ReactElement
