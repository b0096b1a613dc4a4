import type { FormEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'
import { FormKit } from '@/components/form/form-kit'
import { Button } from '@/components/ui/button'
import { FormErrorSummary } from '@/components/ui/form-error-summary'
import { paths } from '@/domain/paths'
import type { SubscriptionForm } from '../form'
import { SubscriptionFields } from './subscription-fields'

export interface SubscriptionFormViewProps {
  mode: 'create' | 'edit'
  form: UseFormReturn<SubscriptionForm>
  submit: (event: FormEvent) => void
  sending: boolean
  /** What the service refused that no field shows. */
  serverMessage: string | null
}

/** The subscription form with its error summary, its send button and the way back to the list. */
export function SubscriptionFormView({ mode, form, submit, sending, serverMessage }: SubscriptionFormViewProps) {
  const { errors, submitCount } = form.formState
  return (
    <>
      <FormErrorSummary errors={errors} serverMessage={serverMessage} submitCount={submitCount} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormKit form={form}>
          <SubscriptionFields mode={mode} />
        </FormKit>
        <div className="flex flex-wrap items-center gap-6">
          <Button type="submit" busy={sending}>
            {mode === 'create' ? 'Create subscription' : 'Save changes'}
          </Button>
          <Link to={paths.webhooks}>Cancel</Link>
        </div>
      </form>
    </>
  )
}
