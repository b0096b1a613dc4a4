/** Characters as a person counts them (code points): an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}

/** A count with its noun, the noun given in the plural: "1 vehicle", "12 vehicles", "0 rows". */
export function countOf(count: number, pluralNoun: string): string {
  return `${count} ${count === 1 ? pluralNoun.replace(/s$/, '') : pluralNoun}`
}
