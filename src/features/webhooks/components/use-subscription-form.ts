import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { FieldValidationError } from '@/api/errors'
import { applyFieldErrors } from '@/components/form/apply-field-errors'
import { subscriptionFieldOf, subscriptionFormSchema, type SubscriptionForm } from '../form'

/**
 * A subscription form that sends once: a second submit (a double click, Enter pressed twice) while one
 * is on its way is ignored, before validation even finishes, and after a success the form sends no
 * more, so it can never create two subscriptions. A 422 lands on its fields; the messages no field
 * takes come back as `unplaced`, any other failure as `failure` for the page to put in words.
 */
export function useSubscriptionForm(defaultValues: SubscriptionForm, send: (values: SubscriptionForm) => Promise<unknown>) {
  const form = useForm<SubscriptionForm>({ resolver: zodResolver(subscriptionFormSchema), defaultValues, shouldFocusError: false })
  const [unplaced, setUnplaced] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [sending, setSending] = useState(false)
  const locked = useRef(false)
  const sendOnce = async (values: SubscriptionForm) => {
    if (locked.current) return
    locked.current = true
    setSending(true)
    setUnplaced(null)
    setFailure(null)
    try {
      await send(values)
    } catch (error) {
      locked.current = false
      if (error instanceof FieldValidationError) {
        setUnplaced(applyFieldErrors(form, error, subscriptionFieldOf).map(({ message }) => message).join(' ') || null)
      } else {
        setFailure(error)
      }
    } finally {
      setSending(false)
    }
  }
  const submit = (event: FormEvent) => form.handleSubmit(sendOnce)(event)
  return { form, submit, unplaced, failure, sending }
}
