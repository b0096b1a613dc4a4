/** Longer than this, an id is not kept on one line: 14 characters ("BR-2026-000123") fit a 320 px screen even in the page heading. */
const KEPT_WHOLE_UP_TO = 14

/**
 * An id (BR-20004, N-1001) in running text: kept whole, never broken at its hyphen. One too long for a
 * phone's line (typed into an address) wraps anywhere like free text (ADR 0054). Isolated like free
 * text, as an address can carry any script.
 */
export function Id({ children, className = '' }: { children: string; className?: string }) {
  const wrap = children.length > KEPT_WHOLE_UP_TO ? 'free-text' : 'whitespace-nowrap'
  return <bdi className={`${wrap} ${className}`.trim()}>{children}</bdi>
}

/** An id as the portal's own messages name one ("like BR-10002", "like N-1001"): capitals, a hyphen, digits. */
const ID_IN_MESSAGE = /(\b[A-Z]{1,4}-\d{3,}\b)/

/** A message written as one string (a form check's, the service's) with each id in it kept whole. */
export function MessageText({ children }: { children: string }) {
  return children.split(ID_IN_MESSAGE).map((part, index) => (index % 2 === 1 ? <Id key={index}>{part}</Id> : part))
}
