/** Mounts a field that is not on the page (in a closed row of a long list) and focuses it; false if it has no such field. */
type Revealer = (fieldId: string) => boolean

const revealers = new Set<Revealer>()

/** A list that keeps fields unmounted says here that it can bring them back (RowList). */
export function addRevealer(revealer: Revealer): () => void {
  revealers.add(revealer)
  return () => void revealers.delete(revealer)
}

/** Scrolls to the element with this id and focuses it. */
export function focusElement(id: string): boolean {
  const element = document.getElementById(id)
  element?.scrollIntoView({ block: 'center' })
  element?.focus()
  return element !== null
}

/**
 * Focuses the field with this id (an error summary's link, a Change link): when the field is in a
 * closed row, the row opens first and focuses it once it is drawn.
 */
export function focusField(id: string): void {
  if (focusElement(id)) return
  for (const reveal of revealers) if (reveal(id)) return
}
