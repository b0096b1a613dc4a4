/** Characters as a person counts them (code points): an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}
