/** Characters as a person counts them (code points): an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}

/** A count or a plain figure as people read it: `2,000`, `12`, `1,234.5` (ADR 0087). Money goes through formatUsd (money.ts). */
export const formatCount = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 20 })

/**
 * A count with its noun, the noun given in the plural: "1 vehicle", "12 vehicles", "0 rows", "1,500
 * characters". A noun whose singular is not the plural less its "s" gives it: `countOf(1, 'losses', 'loss')`.
 */
export function countOf(count: number, pluralNoun: string, singularNoun = pluralNoun.replace(/s$/, '')): string {
  return `${formatCount(count)} ${count === 1 ? singularNoun : pluralNoun}`
}

/** Items as a sentence lists them: "2", "2 and 5", "2, 5 and 9". */
export const listOf = (items: readonly (string | number)[]): string =>
  items.length < 2 ? String(items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${String(items.at(-1))}`

/** Text a person or the service supplied, inside a phrase of the portal's own words. */
export interface Supplied {
  readonly supplied: string
}

/**
 * A line of the portal's own words that may carry supplied text: the parts in order, the supplied ones
 * marked, so a screen shows each in isolation (PhraseText, src/components/ui/free-text.tsx; ADR 0054)
 * and a right-to-left name does not reorder the words and figures around it. A plain string has none.
 */
export type Phrase = string | readonly Segment[]
type Segment = string | Supplied

export const supplied = (text: string): Supplied => ({ supplied: text })

const segmentsOf = (part: Phrase | Supplied): readonly Segment[] => (typeof part === 'string' ? [part] : 'supplied' in part ? [part] : part)

/** The phrase as plain text, for an accessible name or a copy. */
export const phraseText = (phrase: Phrase | Supplied): string =>
  segmentsOf(phrase)
    .map((segment) => (typeof segment === 'string' ? segment : segment.supplied))
    .join('')

/** The non-empty parts joined with `separator` into one phrase: `joinPhrases(', ', supplied(city), 'GA 30336')`. */
export function joinPhrases(separator: string, ...parts: (Phrase | Supplied | false | null | undefined)[]): Phrase {
  const kept = parts.filter((part): part is Phrase | Supplied => Boolean(part) && phraseText(part as Phrase | Supplied).trim() !== '')
  return kept.flatMap((part, index) => [...(index > 0 ? [separator] : []), ...segmentsOf(part)])
}
