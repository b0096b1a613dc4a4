import type { UseFormReturn } from 'react-hook-form'
import type { FieldErrors } from '@/contract/errors'
import { indicationRequestSchema, quoteRequestSchema, type QuoteRequestInput } from '@/contract/quote'
import { BusinessRuleError, FieldValidationError, SessionEndedError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import type { SubmissionRecord } from '@/domain/recent-submissions'
import { whyUnconfirmed } from '@/api/unconfirmed'
import type { Sending } from '@/api/use-send'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { localToday } from '@/generic/dates'
import { formIssuesOf } from '@/generic/form-issues'
import { useSubmitIndication } from '../api/submit-indication'
import { useSubmitQuote } from '../api/submit-quote'
import { rememberAgencyType } from '../form/agency-type'
import type { IssueStore } from '../form/issue-store'
import type { QuoteForm, WizardMode } from '../form/model'
import { wireToFormPath, withSteps, type WizardFieldError } from '../form/server-errors'
import { STEPS, type StepDefinition, type StepId } from '../form/steps'
import { toIndicationRequest, toQuoteRequest } from '../form/to-wire'
import { validateStep } from '../form/validation/validate-step'
import { requestedBrokerFees } from '../quoted-coverages'
import { schedulesOf } from '../result-schedules'
import type { WizardEvent } from './wizard-state'

export interface UseSubmitOptions {
  mode: WizardMode
  account: string
  form: UseFormReturn<QuoteForm>
  issues: IssueStore
  steps: readonly StepDefinition[]
  /** Opens the first step with a problem, with the error summary in focus. */
  showProblems: (step: StepId) => void
  sent: (record: SubmissionRecord) => void
  touched: () => void
  /** What stopped a send (a decline, a failure) goes to the wizard's state, which the check page shows. */
  dispatch: (event: WizardEvent) => void
}

type SentResponse = { status: string; submission_number: string; coverages: SubmissionRecord['coverages']; quote_pdf?: string }
type RequestSchema = typeof quoteRequestSchema | typeof indicationRequestSchema

const firstStepOf = (issues: readonly WizardFieldError[]) => STEPS.find((step) => issues.some((issue) => issue.step === step.id))?.id ?? 'check'

/** Checks every step, then sends; a 422 lands on the fields, a 400 is a decline, the draft stays either way. */
export function useSubmit({ mode, account, form, issues, steps, showProblems, sent, touched, dispatch }: UseSubmitOptions) {
  const quote = useSubmitQuote()
  const indication = useSubmitIndication()

  const serverSaid = (serverIssues: WizardFieldError[]) => {
    // The service is the final word on the agency type (docs/decisions/0006-agency-type.md).
    if (serverIssues.some((issue) => issue.step === 'retail-agent')) {
      form.setValue('agencyType', 'wholesale')
      rememberAgencyType(account, 'wholesale')
      touched()
    }
    issues.replaceAll(serverIssues)
    showProblems(firstStepOf(serverIssues))
  }

  // The wizard's problems live in its issue store (docs/decisions/0007-form-kit-problem-sources.md): what
  // has no field stays there as a loose problem, listed by the summary, so the return value is not needed.
  const showFieldErrors = (error: FieldValidationError, values: QuoteForm) =>
    void applyFieldErrors({ showFieldErrors: (found) => serverSaid(withSteps(found, values)) }, error, wireToFormPath(values))

  const onError = (error: unknown, values: QuoteForm) => {
    if (error instanceof FieldValidationError) return showFieldErrors(error, values)
    if (error instanceof BusinessRuleError) return dispatch({ type: 'send stopped', problem: { kind: 'declined', message: error.message } })
    // An ended session sends the person to sign-in; the draft brings them back here.
    if (error instanceof SessionEndedError) return
    const unconfirmed = whyUnconfirmed(error)
    dispatch({ type: 'send stopped', problem: unconfirmed ? { kind: 'unconfirmed', message: unconfirmed } : { kind: 'failed', message: describeError(error) } })
  }

  const onSent = (response: SentResponse, values: QuoteForm, coverage: QuoteRequestInput['coverage']) =>
    sent({
      kind: mode,
      submissionNumber: response.submission_number,
      status: response.status,
      coverages: response.coverages,
      quotePdf: response.quote_pdf ?? null,
      receivedAt: new Date().toISOString(),
      insuredName: values.insured.legalName.trim(),
      garageState: values.garage.state,
      effectiveDate: values.coverage.effectiveDate,
      brokerFees: requestedBrokerFees(coverage),
      entered: mode === 'indication' ? values : undefined,
      schedules: schedulesOf(values),
    })

  /** Every step checked again, then the request the contract accepts; null when the person has something to fix first. */
  const checked = <Request extends { coverage: QuoteRequestInput['coverage'] }, Answer extends SentResponse>(
    toRequest: (values: QuoteForm) => Request,
    schema: RequestSchema,
  ): Sending<Request, Answer> | null => {
    dispatch({ type: 'send began' })
    const values = form.getValues()
    const context = { mode, today: localToday() }
    const found = steps.map((step) => ({ step: step.id, found: validateStep(step.id, values, context) }))
    // Every step is checked again, so what it finds replaces every problem, the service's included.
    issues.replaceAllChecked(found.flatMap((step) => step.found))
    const firstInvalid = found.find((step) => step.found.length > 0)
    if (firstInvalid) {
      showProblems(firstInvalid.step)
      return null
    }
    const request = toRequest(values)
    // The contract schema is a last net for a mapping slip: read like the service's 422, it lands on a field.
    const parsed = schema.safeParse(request)
    if (!parsed.success) {
      showFieldErrors(new FieldValidationError('The request does not match the contract', firstMessageOfEachPath(parsed.error.issues)), values)
      return null
    }
    return { input: request, onError: (error) => onError(error, values), onSuccess: (response) => onSent(response, values, request.coverage) }
  }

  // Called in the submit event: the latch of the send is taken before anything else is done or drawn.
  const submit = () =>
    void (mode === 'quote'
      ? quote.activate(() => checked(toQuoteRequest, quoteRequestSchema))
      : indication.activate(() => checked(toIndicationRequest, indicationRequestSchema)))

  return { submit, pending: quote.busy || indication.busy }
}

/** The contract schema's issues as a 422 would write them, the first message of each path. */
function firstMessageOfEachPath(schemaIssues: Parameters<typeof formIssuesOf>[0]): FieldErrors {
  return Object.fromEntries(formIssuesOf(schemaIssues).map(({ path, message }) => [path, [message]]))
}
