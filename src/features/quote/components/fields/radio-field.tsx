import { memo, type ReactNode } from 'react'
import type { Path } from 'react-hook-form'
import type { QuoteForm } from '../../form/model'
import { useWizard } from '../wizard-context'
import { Fieldset } from './fieldset'

export interface RadioOption {
  value: string
  label: string
  hint?: string
}

/** One choice among a few, as a question (GOV.UK radios); the group's problem sits under the legend. */
export const RadioField = memo(function RadioField({ name, legend, hint, options }: { name: Path<QuoteForm>; legend: ReactNode; hint?: ReactNode; options: RadioOption[] }) {
  const { form } = useWizard()
  return (
    <Fieldset legend={legend} hint={hint} anchor={name} size="question">
      {options.map((option) => {
        const id = `${name}-${option.value}`
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={id}
              type="radio"
              value={option.value}
              {...form.register(name)}
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
})
