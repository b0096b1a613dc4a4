import type { ReactElement } from 'react'
import type { ArrayPath, FieldValues } from 'react-hook-form'
import { CheckField, type CheckFieldProps } from './check-field'
import { PasswordField, type PasswordFieldProps } from './password-field'
import { RadioField, type RadioFieldProps } from './radio-field'
import { RowList, type RowListProps } from './row-list'
import { SelectField, type SelectFieldProps } from './select-field'
import { TextField, type TextFieldProps } from './text-field'

/**
 * The kit's bound fields with `name` checked against one form's paths, so a typo in `name` is a type
 * error: `const { TextField } = fieldsOf<TaxForm>()`. The same components, no cost at run time.
 */
export const fieldsOf = <Values extends FieldValues>() => ({
  TextField: TextField as (props: TextFieldProps<Values>) => ReactElement,
  SelectField: SelectField as (props: SelectFieldProps<Values>) => ReactElement,
  CheckField: CheckField as (props: CheckFieldProps<Values>) => ReactElement,
  RadioField: RadioField as (props: RadioFieldProps<Values>) => ReactElement,
  PasswordField: PasswordField as (props: PasswordFieldProps<Values>) => ReactElement,
  RowList: RowList as <Name extends ArrayPath<Values>>(props: RowListProps<Values, Name>) => ReactElement,
})
