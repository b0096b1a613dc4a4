import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { FieldValidationError } from '@/api/errors'
import type { FieldErrors } from '@/contract/errors'

/** One message of a 422, with the form field it belongs to (null: the form has no field for it). */
export interface ServerFieldError<FormPath extends string = string> {
  wirePath: string
  message: string
  path: FormPath | null
}

/** A 422 message the form has no field for: the caller shows it (a summary, an alert), never drops it. */
export type UnplacedFieldError = Omit<ServerFieldError, 'path'>

/** Where each wire path of a 422 is shown: a table of the form's own names, or a function for paths with rows. */
export type WireToField<FormPath extends string> = Readonly<Partial<Record<string, FormPath>>> | ((wirePath: string) => FormPath | null)

/** A form that keeps its problems itself (the wizard's issue store) rather than in react-hook-form. */
export interface FieldErrorTarget {
  /** Every message of the 422, placed or not, in the order the service sent them. */
  showFieldErrors(errors: readonly ServerFieldError[]): void
}

const fieldOf = <FormPath extends string>(wireToField: WireToField<FormPath>, wirePath: string): FormPath | null =>
  typeof wireToField === 'function' ? wireToField(wirePath) : Object.hasOwn(wireToField, wirePath) ? (wireToField[wirePath] ?? null) : null

/** Every message of a 422's `errors` with its form field, in the order sent. */
export function placeFieldErrors<FormPath extends string>(
  fieldErrors: Readonly<FieldErrors>,
  wireToField: WireToField<FormPath>,
): ServerFieldError<FormPath>[] {
  return Object.entries(fieldErrors).flatMap(([wirePath, messages]) => {
    const path = fieldOf(wireToField, wirePath)
    return messages.map((message) => ({ wirePath, message, path }))
  })
}

const unplacedOf = (placed: readonly ServerFieldError[]): UnplacedFieldError[] =>
  placed.filter(({ path }) => path === null).map(({ wirePath, message }) => ({ wirePath, message }))

/** The messages of a 422 that no field takes, as `applyFieldErrors` returns them: for a screen that shows them while rendering. */
export const unplacedFieldErrors = <FormPath extends string>(error: FieldValidationError, wireToField: WireToField<FormPath>): UnplacedFieldError[] =>
  unplacedOf(placeFieldErrors(error.fieldErrors, wireToField))

const isHookForm = <Values extends FieldValues>(form: UseFormReturn<Values> | FieldErrorTarget): form is UseFormReturn<Values> => 'setError' in form

/**
 * A 422 onto a form's fields: react-hook-form's `setError` (the messages of one field joined), or the
 * form's own target. Returns the messages no field could take, for the caller to show.
 */
export function applyFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values> | FieldErrorTarget,
  error: FieldValidationError,
  wireToField: WireToField<Path<Values>>,
): UnplacedFieldError[] {
  const placed = placeFieldErrors(error.fieldErrors, wireToField)
  if (isHookForm(form)) {
    const byField = new Map<Path<Values>, string[]>()
    for (const { path, message } of placed) if (path !== null) byField.set(path, [...(byField.get(path) ?? []), message])
    for (const [path, messages] of byField) form.setError(path, { type: 'server', message: messages.join(' ') })
  } else {
    form.showFieldErrors(placed)
  }
  return unplacedOf(placed)
}
