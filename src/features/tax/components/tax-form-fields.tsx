import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { COVERAGE_CODES } from '@/api/contract/quote-enums'
import { Field, inputClassName } from '@/components/ui/field'
import { US_STATES } from '@/lib/us-states'
import type { TaxForm } from '../form'
import { coverageLabel } from '../summary-text'

function DollarPrefix({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-stretch">
      <span aria-hidden="true" className="flex min-h-11 items-center rounded-l-md border border-r-0 border-slate-500 bg-slate-100 px-3 font-semibold text-slate-900">
        $
      </span>
      {children}
    </div>
  )
}

const MONEY_FIELDS = [
  { name: 'premium', label: 'Premium', hint: 'In dollars, like 12,500 or 12,500.50.', optional: false },
  { name: 'policyFee', label: 'Policy fee', hint: 'Leave blank if there is none.', optional: true },
  { name: 'underwritingFee', label: 'Underwriting fee', hint: 'Leave blank if there is none.', optional: true },
] as const

/** The calculator's inputs; ids match the field names, so the error summary can link to them. */
export function TaxFormFields({ form }: { form: UseFormReturn<TaxForm> }) {
  const { errors } = form.formState
  return (
    <>
      <Field label="Home state of the insured" id="state" error={errors.state?.message}>
        {(control) => (
          <select {...control} {...form.register('state')} className={inputClassName}>
            <option value="">Choose a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Coverage" id="coverageType" error={errors.coverageType?.message}>
        {(control) => (
          <select {...control} {...form.register('coverageType')} className={inputClassName}>
            <option value="">Choose a coverage</option>
            {COVERAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {coverageLabel(code)} ({code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Policy effective date" id="effectiveDate" error={errors.effectiveDate?.message}>
        {(control) => <input {...control} {...form.register('effectiveDate')} type="date" className={`${inputClassName} max-w-56`} />}
      </Field>
      <Field
        label="Quote created on"
        id="quoteCreatedOn"
        hint="Today, unless the quote was created earlier. Some states’ fees depend on this date."
        error={errors.quoteCreatedOn?.message}
      >
        {(control) => <input {...control} {...form.register('quoteCreatedOn')} type="date" className={`${inputClassName} max-w-56`} />}
      </Field>
      {MONEY_FIELDS.map(({ name, label, hint, optional }) => (
        <Field key={name} label={label} id={name} hint={hint} optional={optional} error={errors[name]?.message}>
          {(control) => (
            <DollarPrefix>
              <input
                {...control}
                {...form.register(name)}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                className={`${inputClassName} max-w-48 rounded-l-none tabular-nums`}
              />
            </DollarPrefix>
          )}
        </Field>
      ))}
    </>
  )
}
