import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormKit } from '@/components/form/form-kit'
import { issuesResolver } from '@/components/form/issues-resolver'
import { TextField } from '@/components/form/text-field'
import { Button } from '@/components/ui/button'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { Id } from '@/components/ui/id'
import { submissionPath } from '@/domain/paths'
import { DISPLAY_ID_EXAMPLE } from '@/domain/display-id'
import { emptyOpenSubmissionForm, openSubmissionIssues, refFromForm, type OpenSubmissionForm } from '../forms/submission-ref'

/** Opens a submission transaction by its ids, as the policy system, an e-mail or a notification gives them. */
export function OpenSubmission() {
  const navigate = useNavigate()
  const form = useForm<OpenSubmissionForm>({
    resolver: issuesResolver(openSubmissionIssues),
    defaultValues: emptyOpenSubmissionForm(),
    shouldFocusError: false,
  })
  const onSubmit = form.handleSubmit((values) => {
    const { displayId, transactionId } = refFromForm(values)
    void navigate(submissionPath(displayId, transactionId))
  })
  return (
    <>
      <FormErrorSummary errors={form.formState.errors} submitCount={form.formState.submitCount} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="open-heading" className="flex flex-col gap-5">
        <FormKit form={form}>
          <div className="flex flex-wrap items-start gap-x-6 gap-y-5">
            <TextField<OpenSubmissionForm>
              name="displayId"
              label="Submission id"
              hint={
                <>
                  Letters, a hyphen and digits, like <Id>{DISPLAY_ID_EXAMPLE}</Id>.
                </>
              }
              width="id"
              code
            />
            <TextField<OpenSubmissionForm>
              name="transactionId"
              label="Transaction"
              hint="1 is new business; an endorsement or a cancellation has its own number."
              kind="whole"
              width="sm"
              code
            />
          </div>
        </FormKit>
        <div>
          <Button type="submit">Open the submission</Button>
        </div>
      </form>
    </>
  )
}
