import { fieldsOf } from '@/components/form/typed-fields'
import type { QuoteForm } from '../form/model'

/** The form kit's fields, with names checked against the quote form. */
export const { TextField, SelectField, CheckField, RadioField, RowList } = fieldsOf<QuoteForm>()
