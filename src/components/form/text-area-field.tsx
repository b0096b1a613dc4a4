import { memo, useId, type ReactElement, type ReactNode } from 'react'
import { useWatch, type FieldValues, type Path } from 'react-hook-form'
import { countOf, formatCount } from '@/generic/text'
import { useDebouncedValue } from '@/generic/use-debounced-value'
import { characterCount } from '@/generic/text'
import { Field, inputClassName } from './field'
import { useFieldProblem, useFormKit, useOptional } from './form-kit'

export interface TextAreaFieldProps<Values extends FieldValues = FieldValues> {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  /** Counts characters as a person does (an emoji is one) and says how many are left, or how many too many. */
  maxCharacters?: number
  rows?: number
  /** Code, data or anything pasted as is: a fixed-width font, no spell check, no auto-capitalisation. */
  code?: boolean
}

/** A screen reader hears the count once typing pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 1000

const countMessage = (used: number, max: number) => {
  const left = max - used
  return left >= 0 ? `You have ${countOf(left, 'characters')} remaining` : `You have ${countOf(-left, 'characters')} too many`
}

/** The GOV.UK character count: the limit in the description, the count shown, and said politely. */
function CharacterCount({ name, max, id }: { name: string; max: number; id: string }) {
  const { form } = useFormKit()
  const text = (useWatch({ control: form.control, name }) as string | undefined) ?? ''
  const message = countMessage(characterCount(text), max)
  const [announced] = useDebouncedValue(message, ANNOUNCE_AFTER_MS)
  const over = characterCount(text) > max
  return (
    <>
      <p id={id} className="sr-only">
        You can enter up to {formatCount(max)} characters.
      </p>
      <p aria-hidden="true" data-testid={`${name}-count`} className={`text-sm ${over ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
        {message}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  )
}

function TextAreaFieldBox({ name, label, hint, optional, maxCharacters, rows = 4, code }: TextAreaFieldProps) {
  const { form, formOwner } = useFormKit()
  const problem = useFieldProblem(name)
  const countId = useId()
  return (
    <Field id={name} label={label} hint={hint} optional={useOptional(optional)} error={problem?.message}>
      {(control) => (
        <div className="flex flex-col gap-1">
          <textarea
            {...control}
            aria-describedby={[control['aria-describedby'], maxCharacters ? countId : null].filter(Boolean).join(' ') || undefined}
            {...form.register(name)}
            form={formOwner}
            rows={rows}
            autoComplete="off"
            spellCheck={code ? false : undefined}
            autoCapitalize={code ? 'off' : undefined}
            className={`${inputClassName} ${code ? 'font-mono text-sm' : 'max-w-2xl'}`}
          />
          {maxCharacters !== undefined && <CharacterCount name={name} max={maxCharacters} id={countId} />}
        </div>
      )}
    </Field>
  )
}

/** A labelled multi-line text box bound to `name`, with a character count when it has a limit. */
export const TextAreaField = memo(TextAreaFieldBox) as <Values extends FieldValues = FieldValues>(props: TextAreaFieldProps<Values>) => ReactElement
