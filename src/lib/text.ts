/** Characters as a person counts them (code points): an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}

/**
 * A count with its noun, the noun given in the plural: "1 vehicle", "12 vehicles", "0 rows", "1,500
 * characters". A noun whose singular is not the plural less its "s" gives it: `countOf(1, 'losses', 'loss')`.
 */
export function countOf(count: number, pluralNoun: string, singularNoun = pluralNoun.replace(/s$/, '')): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singularNoun : pluralNoun}`
}
