import type { FieldValues, Path } from 'react-hook-form'
import { formFieldOf, type FormFields } from '@/contract/wire-table'

/** The form field of a wire name, for an edit form that keeps its group under `base` (`driver.firstName`). */
export function fieldUnder<Form extends FieldValues>(base: string, table: FormFields, wirePath: string): Path<Form> | null {
  const field = formFieldOf(table, wirePath)
  return field === null ? null : (`${base}.${field}` as Path<Form>)
}
