import { useEffect, useRef } from 'react'

export interface ErrorSummaryItem {
  /** The id of the field to jump to; without it the message is listed as plain text. */
  fieldId?: string
  message: string
  /** Follows the link another way (a field on another page of a wizard) instead of focusing `fieldId`. */
  onSelect?: () => void
}

/**
 * The GOV.UK error summary: takes focus when it appears and links each message to its field, so a
 * keyboard or screen-reader user lands on the list and can jump to each problem.
 */
export function ErrorSummary({
  title = 'There is a problem',
  items,
  focusKey,
}: {
  title?: string
  items: ErrorSummaryItem[]
  /** Changing it takes focus again even when the same problems are found again (a second submit). */
  focusKey?: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const signature = items.map((item) => `${item.fieldId}:${item.message}`).join('|')
  useEffect(() => {
    if (signature) ref.current?.focus()
  }, [signature, focusKey])
  if (items.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-2 list-none space-y-1">
        {items.map((item, index) => (
          <li key={`${item.fieldId ?? 'general'}-${index}`}>
            {item.fieldId ? (
              <a
                href={`#${item.fieldId}`}
                className="font-semibold text-red-700 hover:text-red-900"
                onClick={(event) => {
                  event.preventDefault()
                  if (item.onSelect) return item.onSelect()
                  const field = document.getElementById(item.fieldId ?? '')
                  field?.scrollIntoView({ block: 'center' })
                  field?.focus()
                }}
              >
                {item.message}
              </a>
            ) : (
              <span className="font-semibold text-red-700">{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
