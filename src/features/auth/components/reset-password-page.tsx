import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '@/contract/password-reset'
import { AuthenticationError, FieldValidationError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { applyFieldErrors, type UnplacedFieldError } from '@/components/form/apply-field-errors'
import { FormKit } from '@/components/form/form-kit'
import { PasswordField } from '@/components/form/password-field'
import { TextField } from '@/components/form/text-field'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { FreeText } from '@/components/ui/free-text'
import { PageHeading } from '@/components/ui/page-heading'
import { useIsSandbox } from '@/api/sandbox-info'
import { paths } from '@/domain/paths'
import { useConfirmPasswordReset } from '../api/confirm-password-reset'
import { resetPasswordFormSchema, type ResetPasswordForm } from '../form'
import { resetPasswordFieldOf } from '../reset-password-wire'

export interface ResetPasswordLocationState {
  username?: string
  codeRequested?: boolean
}

function SandboxOutboxHint() {
  if (!useIsSandbox()) return null
  return (
    <Alert tone="warning" className="mb-6" title="Sandbox: no real e-mail is sent">
      <a href={`${paths.sandboxConsole}#outbox`} target="_blank" rel="noopener noreferrer">
        The code is in the sandbox outbox (opens a new tab)
      </a>
    </Alert>
  )
}

export function ResetPasswordPage() {
  const state = (useLocation().state ?? {}) as ResetPasswordLocationState
  const navigate = useNavigate()
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { username: state.username ?? '', resetToken: '', newPassword: '' },
    shouldFocusError: false,
  })
  const { errors, submitCount } = form.formState
  // What the service refused that no field of this form shows, said in the summary instead.
  const [unplaced, setUnplaced] = useState<readonly UnplacedFieldError[]>([])

  const showServerErrors = (error: unknown) => {
    if (error instanceof FieldValidationError) {
      setUnplaced(applyFieldErrors(form, error, resetPasswordFieldOf))
    } else if (error instanceof AuthenticationError && error.status === 400) {
      form.setError('resetToken', {
        message: 'The reset code is not right, has expired or was already used. Check the e-mail or ask for a new code.',
      })
    }
  }
  const confirmReset = useConfirmPasswordReset({
    onSuccess: (values) => void navigate(paths.signIn, { state: { notice: 'password-changed', username: values.username } }),
    onError: showServerErrors,
  })
  const onSubmit = confirmReset.submit(form.handleSubmit, (values) => {
    setUnplaced([])
    return values
  })
  const unmappedError =
    confirmReset.error && !(confirmReset.error instanceof FieldValidationError) && !(confirmReset.error instanceof AuthenticationError)
      ? describeError(confirmReset.error)
      : unplaced.map(({ message }) => message).join(' ') || null

  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Choose a new password" describedBy={state.codeRequested ? 'code-sent' : undefined}>
        Choose a new password
      </PageHeading>
      {state.codeRequested && (
        <Alert tone="info" role="status" id="code-sent" className="mb-6" title="Check your e-mail">
          If an account exists for <FreeText>{state.username ?? ''}</FreeText>, a reset code is on its way. It works once, for one hour.
        </Alert>
      )}
      <SandboxOutboxHint />
      <FormErrorSummary errors={errors} serverMessage={unmappedError} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormKit form={form}>
          <TextField<ResetPasswordForm> name="username" label="E-mail address" kind="email" autoComplete="username" width="full" />
          <TextField<ResetPasswordForm>
            name="resetToken"
            label="Reset code"
            hint="The code from the e-mail we sent."
            kind="digits"
            autoComplete="one-time-code"
            width="code"
          />
          <PasswordField<ResetPasswordForm>
            name="newPassword"
            label="New password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password. Do not include your user name.`}
            autoComplete="new-password"
          />
        </FormKit>
        <div className="flex flex-wrap items-center gap-6">
          <Button type="submit" busy={confirmReset.pending}>
            Change password
          </Button>
          <Link to={paths.forgotPassword}>Send a new code</Link>
        </div>
      </form>
    </div>
  )
}
