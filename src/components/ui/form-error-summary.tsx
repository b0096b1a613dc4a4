import type { FieldErrors, FieldValues } from 'react-hook-form'
import { flattenFieldErrors } from '@/lib/form-errors'
import { ErrorSummary, type ErrorSummaryItem } from './error-summary'

/** The error summary of a react-hook-form form, plus any message the service sent back. */
export function FormErrorSummary<Values extends FieldValues>({
  errors,
  serverMessage,
}: {
  errors: FieldErrors<Values>
  serverMessage?: string | null
}) {
  const items: ErrorSummaryItem[] = flattenFieldErrors(errors).map(({ path, message }) => ({ fieldId: path, message }))
  if (serverMessage) items.unshift({ message: serverMessage })
  return <ErrorSummary items={items} />
}
