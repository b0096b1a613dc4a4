import { useEffect, useId, useRef } from 'react'
import { focusField } from '@/components/form/focus-field'
import { countOf } from '@/generic/text'
import { MessageText } from './id'

export interface ErrorSummaryItem {
  /** The id of the field to jump to; without it the message is listed as plain text. */
  fieldId?: string
  message: string
  /** Follows the link another way (a field on another page of a wizard) instead of focusing `fieldId`. */
  onSelect?: () => void
}

/**
 * The GOV.UK error summary: takes focus when it appears and links each message to its field, so a
 * keyboard or screen-reader user lands on the list and can jump to each problem. It takes focus again
 * only when `focusKey` changes (a Continue or a submit that found problems), never because its content
 * changed: the person may be in a field fixing one, or on another page of a wizard. Being focused is
 * how it is announced, so it is a labelled region rather than an alert (which would be read twice); it
 * is described by its count and its first problem, so that what is heard on landing says what is wrong
 * and the next Tab reaches that problem's link.
 */
export function ErrorSummary({
  title = 'There is a problem',
  items,
  focusKey,
  id,
}: {
  title?: string
  items: ErrorSummaryItem[]
  /** Bump it on each submit; react-hook-form's `formState.submitCount` is a natural key. */
  focusKey?: number
  /** For a page that moves the focus to it itself (after opening another page of a wizard). */
  id?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const countId = useId()
  const shown = items.length > 0
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown, focusKey])
  if (!shown) return null
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      aria-describedby={`${countId} ${countId}-first`}
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p id={countId} className="sr-only">
        {items.length === 1 ? '1 problem:' : `${countOf(items.length, 'problems')}, the first:`}
      </p>
      <ul className="free-text mt-2 list-none space-y-1">
        {items.map((item, index) => (
          <li key={`${item.fieldId ?? 'general'}-${index}`} id={index === 0 ? `${countId}-first` : undefined}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                className="font-semibold text-red-700 hover:text-red-900"
                onClick={(event) => {
                  event.preventDefault()
                  if (item.onSelect) return item.onSelect()
                  focusField(item.fieldId ?? '')
                }}
              >
                <MessageText>{item.message}</MessageText>
              </a>
            ) : (
              <span className="font-semibold text-red-700">
                <MessageText>{item.message}</MessageText>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
