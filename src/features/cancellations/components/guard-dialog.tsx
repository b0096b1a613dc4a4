import { useFormState, type UseFormReturn } from 'react-hook-form'
import { CANCELLATION_REASON_LABELS, GUARD_COMMENT_MAX } from '@/contract/cancel-approve'
import { CheckField } from '@/components/form/check-field'
import { FormKit } from '@/components/form/form-kit'
import { SelectField, type SelectOptions } from '@/components/form/select-field'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FreeText } from '@/components/ui/free-text'
import type { GuardProblem } from '../approval-state'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { GUARD_REASON_CODES, type GuardForm } from '../form'

export interface GuardDialogProps {
  open: boolean
  problem: GuardProblem
  form: UseFormReturn<GuardForm>
  /** No reason is chosen on the form: the dialog asks for it too, as the service checks it only after the guard. */
  askReason: boolean
  sending: boolean
  onApprove: (guard: GuardForm) => void
  onClose: () => void
}

const FORM_ID = 'guard-form'

const REASON_OPTIONS: SelectOptions = GUARD_REASON_CODES.map((code) => [code, CANCELLATION_REASON_LABELS[code] ?? code] as const)

function AuthorityRefused({ message }: { message: string }) {
  return (
    <>
      <p>
        Ask a colleague with guard authority, such as an underwriter of your agency, to approve it. Nothing was approved, and your reasons stay on this page.
      </p>
      <p>
        <span className="font-semibold">The service said: </span>
        <FreeText>{message}</FreeText>
      </p>
    </>
  )
}

function GuardDetails({ form, askReason, refusal, onApprove }: Pick<GuardDialogProps, 'form' | 'askReason' | 'onApprove'> & { refusal: string | null }) {
  const { errors, submitCount } = useFormState({ control: form.control })
  return (
    <>
      <FormErrorSummary errors={errors} serverMessage={refusal} submitCount={submitCount} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void form.handleSubmit(onApprove)(event)} className="flex flex-col gap-5">
        <FormKit form={form}>
          <TextField<GuardForm>
            name="guardId"
            label="Guard id"
            hint="The service does not send it, nor can the portal look it up: ask whoever placed the guard."
            kind="whole"
            width="sm"
          />
          <CheckField<GuardForm> name="acknowledged" label="I acknowledge the guard on this cancellation" />
          <TextAreaField<GuardForm>
            name="comment"
            label="Your comment"
            hint="Why you approve this guarded cancellation. It is kept with your name."
            maxCharacters={GUARD_COMMENT_MAX}
            rows={2}
          />
          {askReason && (
            <SelectField<GuardForm>
              name="reason"
              label="Cancellation reason"
              hint="None is chosen on the form. The one you choose is sent with the guard details."
              options={REASON_OPTIONS}
              placeholder="Choose"
              width="full"
            />
          )}
        </FormKit>
      </form>
    </>
  )
}

/** Rule 7's dialog, opened by the service's answer (the portal cannot know beforehand that a cancellation is guarded). */
export function GuardDialog({ open, problem, form, askReason, sending, onApprove, onClose }: GuardDialogProps) {
  const authority = problem.kind === 'authority'
  return (
    <Dialog
      open={open}
      size="wide"
      title={authority ? 'Your account cannot approve this guarded cancellation' : 'This cancellation is guarded'}
      onDismiss={onClose}
      description={
        problem.kind === 'authority' ? <AuthorityRefused message={problem.message} /> : <p>Give everything the service needs to approve it in one go.</p>
      }
      actions={
        authority ? (
          <Button variant="secondary" onClick={onClose} data-safe-choice>
            Close
          </Button>
        ) : (
          <>
            <Button type="submit" form={FORM_ID} variant="danger" busy={sending}>
              Approve with these guard details
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </>
        )
      }
    >
      {problem.kind === 'details' && <GuardDetails form={form} askReason={askReason} refusal={problem.refusal} onApprove={onApprove} />}
    </Dialog>
  )
}
