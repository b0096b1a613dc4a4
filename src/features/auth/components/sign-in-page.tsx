import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { AuthenticationError } from '@/api/errors'
import { describeError } from '@/api/error-message'
import { useIsSandbox } from '@/api/sandbox-info'
import { lastSessionAccount, lastSessionEndReason } from '@/api/session/session-store'
import { useSession } from '@/api/session/use-session'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClassName } from '@/components/form/field'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { PageHeading } from '@/components/ui/page-heading'
import { PasswordInput } from '@/components/ui/password-input'
import { paths, safeReturnPath } from '@/domain/paths'
import { useStore } from '@/generic/use-store'
import { checkSignInForm, startingUsername, type SignInErrors } from '../sign-in-form'
import { forgetSignInSend, sendSignIn, signInSend, startLoadingSignIn } from '../sign-in-send'

// Loaded only when needed, after the page: the sign-in route's first load stays within its budget (ADR 0003).
const SandboxAccounts = lazy(async () => ({ default: (await import('./sandbox-accounts')).SandboxAccounts }))
const ForgetAccountDialog = lazy(async () => ({ default: (await import('./forget-account-dialog')).ForgetAccountDialog }))

/** Why the person is here (signed out, session ended, password changed): said with the heading (ADR 0145). */
const NOTICE_ID = 'sign-in-notice'

/** After signing out: what stays in this browser, and a way to delete it (the account's drafts and results). */
function SignedOutNotice({ account }: { account: string }) {
  // Once asked, the dialog stays mounted (closed) so that closing it hands the focus back to the button.
  const [asked, setAsked] = useState(false)
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<'deleted' | 'kept' | 'refused'>('kept')
  const deleted = outcome === 'deleted'
  const said = useRef<HTMLParagraphElement>(null)
  // The button that opened the dialog is gone once they are deleted: the focus goes to what says so.
  useEffect(() => {
    if (deleted) said.current?.focus()
  }, [deleted])
  return (
    <>
      <Alert tone="info" role="status" id={NOTICE_ID} className="mb-6" title="You have signed out">
        {deleted ? (
          <p ref={said} tabIndex={-1}>
            Your drafts and recent results are deleted from this browser.
          </p>
        ) : (
          <>
            <p>Your unfinished drafts and recent results stay in this browser for 30 days.</p>
            {outcome === 'refused' && (
              <p className="font-semibold text-red-700">This browser refused to delete them (its storage is turned off): clear them in its settings.</p>
            )}
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                setAsked(true)
                setAsking(true)
              }}
            >
              Delete them from this browser
            </Button>
          </>
        )}
      </Alert>
      {asked && (
        <Suspense fallback={null}>
          <ForgetAccountDialog
            open={asking}
            account={account}
            onClose={(closedWith) => {
              setAsking(false)
              setOutcome(closedWith)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

interface SignInLocationState {
  notice?: 'password-changed'
  username?: string
}

function signInFailureMessage(error: unknown): string | null {
  if (!error) return null
  if (error instanceof AuthenticationError && error.status === 401) {
    return 'The e-mail address or password is not right. Check both and try again.'
  }
  return describeError(error)
}

export function SignInPage() {
  const [searchParams] = useSearchParams()
  const returnTo = safeReturnPath(searchParams.get('next'))
  const state = (useLocation().state ?? {}) as SignInLocationState
  const session = useSession()
  const isSandbox = useIsSandbox()
  // The page's one sign-in: a send the drawn form began before the app was there shows here as this page's own.
  const send = useStore(signInSend)
  useEffect(() => forgetSignInSend, [])
  const [errors, setErrors] = useState<SignInErrors>({})
  const [submitCount, setSubmitCount] = useState(0)

  // Signed in already, or just now: on to where the person was going.
  if (session && !send.pending) return <Navigate to={returnTo} replace />

  // A plain form rather than react-hook-form: two fields do not need it, and the sign-in route has a
  // size budget (docs/decisions/0003-bundle-budget.md).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitCount((count) => count + 1)
    const data = new FormData(event.currentTarget)
    const checked = checkSignInForm({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') })
    setErrors('errors' in checked ? checked.errors : {})
    if ('form' in checked) sendSignIn(checked.form)
  }
  const ended = lastSessionEndReason()
  const endedAccount = lastSessionAccount()
  const noticed = state.notice === 'password-changed' || (!state.notice && ((ended === 'signed-out' && endedAccount) || ended === 'expired'))

  return (
    <div className="mx-auto max-w-md">
      <PageHeading title="Sign in" describedBy={noticed ? NOTICE_ID : undefined}>
        Sign in
      </PageHeading>
      {state.notice === 'password-changed' && (
        <Alert tone="success" role="status" id={NOTICE_ID} className="mb-6" title="Your password has been changed">
          Sign in with your new password.
        </Alert>
      )}
      {ended === 'signed-out' && endedAccount && !state.notice && <SignedOutNotice account={endedAccount} />}
      {ended === 'expired' && !state.notice && (
        <Alert tone="warning" role="status" id={NOTICE_ID} className="mb-6" title="Your session has ended">
          Sign in again to carry on where you were. Drafts you were working on are kept.
        </Alert>
      )}
      <FormErrorSummary errors={errors} serverMessage={signInFailureMessage(send.error)} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit} onFocus={startLoadingSignIn} className="flex flex-col gap-5" method="post">
        <Field label="E-mail address" id="username" error={errors.username?.message}>
          {(control) => (
            <input
              {...control}
              name="username"
              defaultValue={startingUsername(state.username, ended, endedAccount)}
              type="email"
              autoComplete="username"
              spellCheck={false}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label="Password" id="password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
        </Field>
        <div className="flex flex-wrap items-center gap-6">
          <Button type="submit" busy={send.pending}>
            Sign in
          </Button>
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
      </form>
      {isSandbox && (
        <Suspense fallback={null}>
          <SandboxAccounts />
        </Suspense>
      )}
    </div>
  )
}
