import type { FieldErrors, FieldValues } from 'react-hook-form'
import { flattenFieldErrors } from '@/generic/form-errors'
import { ErrorSummary, type ErrorSummaryItem } from './error-summary'

/** The error summary of a react-hook-form form, plus any message the service sent back. */
export function FormErrorSummary<Values extends FieldValues>({
  errors,
  serverMessage,
  submitCount,
}: {
  errors: FieldErrors<Values>
  serverMessage?: string | null
  /** How many times the form was submitted (`formState.submitCount`): each submit focuses the summary again. */
  submitCount: number
}) {
  const items: ErrorSummaryItem[] = flattenFieldErrors(errors).map(({ path, message }) => ({ fieldId: path, message }))
  if (serverMessage) items.unshift({ message: serverMessage })
  return <ErrorSummary items={items} focusKey={submitCount} />
}
