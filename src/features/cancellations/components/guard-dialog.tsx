import type { UseFormReturn } from 'react-hook-form'
import { GUARD_COMMENT_MAX } from '@/api/contract/cancel-approve'
import { CheckField } from '@/components/form/check-field'
import { FormKit } from '@/components/form/form-kit'
import { TextAreaField } from '@/components/form/text-area-field'
import { TextField } from '@/components/form/text-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FreeText } from '@/components/ui/free-text'
import type { GuardForm } from '../form'

/** What the service said of the guard: the account may not approve it (403), or it needs or refused the details (422, 409). */
export type GuardProblem = { kind: 'authority'; message: string } | { kind: 'details'; refusal: string | null }

export interface GuardDialogProps {
  open: boolean
  problem: GuardProblem
  form: UseFormReturn<GuardForm>
  sending: boolean
  onApprove: (guard: GuardForm) => void
  onClose: () => void
}

const FORM_ID = 'guard-form'

function AuthorityRefused({ message }: { message: string }) {
  return (
    <>
      <p>
        <span className="font-semibold">The service said: </span>
        <FreeText>{message}</FreeText>
      </p>
      <p>
        Only an account with guard authority can approve a guarded cancellation. Ask a colleague whose account has it, such as an underwriter of your
        agency, to approve it. Nothing was approved, and the reasons you entered stay on this page.
      </p>
    </>
  )
}

function GuardDetails({ form, refusal, onApprove }: { form: UseFormReturn<GuardForm>; refusal: string | null; onApprove: GuardDialogProps['onApprove'] }) {
  return (
    <>
      <p>
        The service says this cancellation is guarded. To approve it, give the guard’s id, acknowledge the guard, and say why you approve it: your
        comment is kept with your name. Approving here approves the cancellation and starts the notice clocks, as the approval you confirmed.
      </p>
      {refusal && (
        <Alert tone="error" role="alert" title="The service refused the guard details">
          <p>
            <FreeText>{refusal}</FreeText>
          </p>
        </Alert>
      )}
      <form id={FORM_ID} noValidate onSubmit={(event) => void form.handleSubmit(onApprove)(event)} className="flex flex-col gap-5 pt-2">
        <FormKit form={form}>
          <TextField<GuardForm> name="guardId" label="Guard id" hint="The number of the guard on this cancellation, for example 41." kind="whole" width="sm" />
          <CheckField<GuardForm> name="acknowledged" label="I acknowledge the guard on this cancellation" hint="The service refuses a guarded approval without it." />
          <TextAreaField<GuardForm> name="comment" label="Your comment" hint="Why you approve this guarded cancellation." maxCharacters={GUARD_COMMENT_MAX} rows={5} />
        </FormKit>
      </form>
    </>
  )
}

/** Rule 7's dialog, opened by the service's answer (the portal cannot know beforehand that a cancellation is guarded). */
export function GuardDialog({ open, problem, form, sending, onApprove, onClose }: GuardDialogProps) {
  const authority = problem.kind === 'authority'
  return (
    <Dialog
      open={open}
      size="wide"
      title={authority ? 'Your account cannot approve this guarded cancellation' : 'This cancellation is guarded'}
      onDismiss={onClose}
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
      {problem.kind === 'authority' ? <AuthorityRefused message={problem.message} /> : <GuardDetails form={form} refusal={problem.refusal} onApprove={onApprove} />}
    </Dialog>
  )
}
