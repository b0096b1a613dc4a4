/** Words that start with a vowel letter but a consonant sound ("a unit", "a one-off", "a user"), or the other way round ("an hour"). */
const SOUNDS_LIKE_A_CONSONANT = /^(?:one|once|uni|use|usa|usu|uti|eu)/i
const SOUNDS_LIKE_A_VOWEL = /^(?:hour|honest|heir)/i
/** A short word without a vowel is read letter by letter ("an sr-only copy", "an http URL", "a CSV file"): F, H, L, M, N, R, S and X start with a vowel sound. */
const LETTERS = /^[b-df-hj-np-tv-xz]{1,5}(?![a-z])/i
const VOWEL_SOUNDING_LETTERS = /^[fhlmnrsx]/i

/**
 * A noun phrase with its indefinite article, by the sound it starts with: "a quote request", "an
 * indication request"; `{ start: true }` for the start of a sentence ("An indication request").
 */
export function withArticle(phrase: string, { start = false } = {}): string {
  const vowel = LETTERS.test(phrase)
    ? VOWEL_SOUNDING_LETTERS.test(phrase)
    : /^[aeiou]/i.test(phrase)
      ? !SOUNDS_LIKE_A_CONSONANT.test(phrase)
      : SOUNDS_LIKE_A_VOWEL.test(phrase)
  const article = vowel ? 'an' : 'a'
  return `${start ? `${article[0]!.toUpperCase()}${article.slice(1)}` : article} ${phrase}`
}
