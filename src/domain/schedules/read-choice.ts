import { withArticle } from '../../generic/article.ts'
import { normalizeName } from './names.ts'
import { readProblem, readValue, type ReadResult } from './read-result.ts'

/**
 * A reader for one of a fixed set of keys, from the key, its label or a word people use for it
 * (`Reefer` for `refrigeration_trailer`), compared as normalized names. A word it does not know is a
 * problem that does not list the choices: the preview lists them once, not on every row.
 */
export function choiceReader<Key extends string>(
  options: readonly (readonly [Key, string])[],
  synonyms: Partial<Record<Key, readonly string[]>>,
  what: string,
): (text: string) => ReadResult<Key> {
  const byName = new Map<string, Key>()
  for (const [key, label] of options) {
    for (const name of [key, label, ...(synonyms[key] ?? [])]) byName.set(normalizeName(name), key)
  }
  return (text) => {
    const key = byName.get(normalizeName(text))
    return key ? readValue(key) : readProblem(`“${text.trim()}” is not ${withArticle(what)} we know`)
  }
}
