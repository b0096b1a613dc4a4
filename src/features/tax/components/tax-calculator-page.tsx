import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { FieldValidationError } from '@/api/errors'
import type { TaxCalculationRequest } from '@/contract/tax'
import { applyFieldErrors, unplacedFieldErrors } from '@/components/form/apply-field-errors'
import { FormKit } from '@/components/form/form-kit'
import { Button } from '@/components/ui/button'
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { PageHeading } from '@/components/ui/page-heading'
import { flattenFieldErrors } from '@/generic/form-errors'
import { useDebouncedValue } from '@/generic/use-debounced-value'
import { SAY_AFTER_MS } from '@/components/form/typed-problem-announcer'
import { useTaxCalculation } from '@/api/tax-calculation'
import { FIELD_NOUNS, taxFieldOf, taxFormSchema, toTaxCalculationRequest, type TaxForm } from '../form'
import { brokerFeeNote } from '../broker-fee'
import { taxCalculatorStart } from '../prefill'
import { TaxFormFields } from './tax-form-fields'
import { TaxResults } from './tax-results'
import './tax-print.css'

/** Long enough that typing a figure sends one request, short enough to feel live. */
const RECALCULATE_AFTER_MS = 400

export function TaxCalculatorPage() {
  const [query] = useSearchParams()
  const [{ values: initialValues, timeOfDay, brokerFee, feesUnsplit }] = useState(() => taxCalculatorStart(query, new Date()))
  const form = useForm<TaxForm>({
    resolver: zodResolver(taxFormSchema),
    defaultValues: initialValues,
    // Checked as the person types, like the figures: an error that appeared on blur would move the
    // Calculate button between mouse-down and mouse-up and swallow the click.
    mode: 'onChange',
    shouldFocusError: false,
  })
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([])

  // A prefilled amount that is not an amount shows its error at once.
  useEffect(() => {
    for (const name of ['premium', 'fees'] as const) if (initialValues[name]) void form.trigger(name)
  }, [form, initialValues])

  const values = useWatch({ control: form.control })
  const request = toTaxCalculationRequest({ ...initialValues, ...values }, timeOfDay)
  const requestKey = request ? JSON.stringify(request) : null
  const [settledKey, calculateNow] = useDebouncedValue(requestKey, RECALCULATE_AFTER_MS)
  const settledRequest = useMemo(() => (settledKey ? (JSON.parse(settledKey) as TaxCalculationRequest) : null), [settledKey])
  const calculation = useTaxCalculation(settledRequest)

  useEffect(() => {
    // What no field takes is shown with the failure (unplaced below), so nothing the service said is lost.
    if (calculation.error instanceof FieldValidationError) applyFieldErrors(form, calculation.error, taxFieldOf)
  }, [calculation.error, form])

  const onSubmit = form.handleSubmit(
    () => {
      setSummary([])
      // The same inputs after a failure: ask again rather than wait for a change that will not come.
      if (requestKey === settledKey && calculation.isError) void calculation.refetch()
      else calculateNow()
    },
    (errors) => setSummary(flattenFieldErrors(errors).map(({ path, message }) => ({ fieldId: path, message }))),
  )
  // The summary lists the problems Calculate found; once one of them changes, the fields speak alone
  // (rewriting a summary that holds focus would pull the person out of the field they are fixing).
  const unplaced = calculation.error instanceof FieldValidationError ? unplacedFieldErrors(calculation.error, taxFieldOf) : []
  const currentErrors = flattenFieldErrors(form.formState.errors)
  // Named in the status once typing pauses, as the field's own problem is said (a date half typed is no date yet).
  const [refused] = useDebouncedValue(currentErrors.map(({ path }) => FIELD_NOUNS[path as keyof TaxForm] ?? path).join('|'), SAY_AFTER_MS)
  const summaryStillTrue = summary.every((item) => currentErrors.some(({ path, message }) => path === item.fieldId && message === item.message))

  return (
    <div>
      <PageHeading title="Tax and fee calculator">Tax and fee calculator</PageHeading>
      <p className="mb-6 max-w-3xl text-slate-700">
        {/* What the calculation takes as given (the home state, new non-admitted business) its first assumption says: not said here again (issue 39). */}
        What an insured pays with taxes and fees, for one coverage’s premium and fees.{' '}
        {brokerFee ? <span data-testid="broker-fee-note">{brokerFeeNote(brokerFee)}</span> : 'The figures update as you type.'}
      </p>
      {summaryStillTrue && <ErrorSummary items={summary} focusKey={form.formState.submitCount} />}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5 print:hidden" aria-label="Calculation inputs">
          <FormKit form={form}>
            <TaxFormFields feesUnsplit={feesUnsplit} />
          </FormKit>
          <div>
            <Button type="submit">Calculate</Button>
          </div>
        </form>
        <TaxResults
          calculation={calculation}
          unplaced={unplaced}
          ready={request !== null}
          refused={refused ? refused.split('|') : []}
          settling={requestKey !== settledKey}
          brokerFee={brokerFee}
          feesUnsplit={feesUnsplit}
        />
      </div>
    </div>
  )
}
