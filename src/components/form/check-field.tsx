import { memo, useId, type ReactElement, type ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { useFieldProblem, useFormKit } from './form-kit'
import { MessageText } from '@/components/ui/id'

const BOX = 'mt-0.5 size-6 shrink-0 accent-brand-700'
/** A checkbox drawn as a switch; `role="switch"` makes a screen reader say on and off. */
const SWITCH =
  "relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-600 bg-slate-200 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-slate-600 before:transition-transform before:content-[''] checked:border-brand-700 checked:bg-brand-700 checked:before:translate-x-5 checked:before:bg-white"

export interface CheckFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  /** `switch` for a lone yes/no question, `checkbox` for one choice among several. */
  variant?: 'checkbox' | 'switch'
  /** Not to be ticked here (a coverage not offered): the hint says why. */
  disabled?: boolean
}

function CheckFieldBox({ name, label, hint, variant = 'checkbox', disabled }: CheckFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={problem ? 'border-l-4 border-red-700 pl-3' : ''}>
      {problem && (
        <p id={errorId} className="mb-2 text-sm font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          <MessageText>{problem.message}</MessageText>
        </p>
      )}
      <div className="flex items-start gap-3">
        <input
          id={name}
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          {...form.register(name)}
          form={formOwner}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          className={variant === 'switch' ? SWITCH : BOX}
        />
        <div>
          <label htmlFor={name} className={`font-semibold ${disabled ? 'text-slate-700' : 'text-slate-900'}`}>
            {label}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-slate-700">
              {hint}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

/** A yes/no flag bound to `name`: true when ticked or switched on. */
export const CheckField = memo(CheckFieldBox) as <Values extends FieldValues = FieldValues>(props: CheckFieldProps<Values>) => ReactElement
