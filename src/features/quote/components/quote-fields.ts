import type { ReactElement } from 'react'
import type { ArrayPath } from 'react-hook-form'
import { CheckField as KitCheckField, type CheckFieldProps } from '@/components/form/check-field'
import { RadioField as KitRadioField, type RadioFieldProps } from '@/components/form/radio-field'
import { RowList as KitRowList, type RowListProps } from '@/components/form/row-list'
import { SelectField as KitSelectField, type SelectFieldProps } from '@/components/form/select-field'
import { TextField as KitTextField, type TextFieldProps } from '@/components/form/text-field'
import type { QuoteForm } from '../form/model'

/** The form kit's fields with their names checked against the quote form (the same components, typed). */
export const TextField = KitTextField as (props: TextFieldProps<QuoteForm>) => ReactElement
export const SelectField = KitSelectField as (props: SelectFieldProps<QuoteForm>) => ReactElement
export const CheckField = KitCheckField as (props: CheckFieldProps<QuoteForm>) => ReactElement
export const RadioField = KitRadioField as (props: RadioFieldProps<QuoteForm>) => ReactElement
export const RowList = KitRowList as <Name extends ArrayPath<QuoteForm>>(props: RowListProps<QuoteForm, Name>) => ReactElement
