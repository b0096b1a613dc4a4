import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { describeError } from '@/api/error-message'
import { Button } from '@/components/ui/button'
import { FormKit } from '@/components/form/form-kit'
import { TextField } from '@/components/form/text-field'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { PageHeading } from '@/components/ui/page-heading'
import { paths } from '@/domain/paths'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '../form'
import type { ResetPasswordLocationState } from './reset-password-page'

export function ForgotPasswordPage() {
  const navigate = useNavigate()
  const requestReset = useRequestPasswordReset({
    onSuccess: (username) => {
      const state: ResetPasswordLocationState = { username, codeRequested: true }
      void navigate(paths.resetPassword, { state })
    },
  })
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { username: '' },
    shouldFocusError: false,
  })
  const { errors, submitCount } = form.formState
  const onSubmit = requestReset.submit(form.handleSubmit, ({ username }) => username)

  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Reset your password">Reset your password</PageHeading>
      <p className="mb-6">We will e-mail you a reset code. It works once, for one hour.</p>
      <FormErrorSummary errors={errors} serverMessage={requestReset.error ? describeError(requestReset.error) : null} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormKit form={form}>
          <TextField<ForgotPasswordForm> name="username" label="E-mail address" kind="email" autoComplete="username" width="full" />
        </FormKit>
        <div className="flex flex-wrap items-center gap-6">
          <Button type="submit" busy={requestReset.pending}>
            Send reset code
          </Button>
          <Link to={paths.resetPassword}>I already have a code</Link>
          <Link to={paths.signIn}>Back to sign in</Link>
        </div>
      </form>
    </div>
  )
}
