import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FieldValidationError } from '@/api/errors'
import type { Send, Sending } from '@/api/use-send'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { subscriptionFieldOf, subscriptionFormSchema, type SubscriptionForm } from '../form'

/**
 * A subscription form that sends through `sender`, whose latch ignores a second submit (a double
 * click, Enter pressed twice) from the submit event on, and any after a success, so it can never
 * create two subscriptions. `plan` says what valid values send (null: nothing, the page has moved on).
 * A 422 lands on its fields; the messages no field takes come back as `unplaced`, any other failure
 * as `failure` for the page to put in words.
 */
export function useSubscriptionForm<Input, Answer>(
  defaultValues: SubscriptionForm,
  sender: Send<Input, Answer>,
  plan: (values: SubscriptionForm) => Sending<Input, Answer> | null,
) {
  const form = useForm<SubscriptionForm>({ resolver: zodResolver(subscriptionFormSchema), defaultValues, shouldFocusError: false })
  const [unplaced, setUnplaced] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const submit = sender.submit(form.handleSubmit, (values) => {
    const planned = plan(values)
    if (!planned) return null
    setUnplaced(null)
    setFailure(null)
    return {
      ...planned,
      onError: (error) => {
        if (error instanceof FieldValidationError) {
          setUnplaced(
            applyFieldErrors(form, error, subscriptionFieldOf)
              .map(({ message }) => message)
              .join(' ') || null,
          )
        } else {
          setFailure(error)
        }
      },
    }
  })
  return { form, submit, unplaced, failure, sending: sender.busy }
}
