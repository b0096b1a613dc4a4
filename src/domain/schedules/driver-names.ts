/** A driver's name written in one cell, split into first and last names. */

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v'])
/** Words that begin a family name: `Ana de la Cruz` is Ana, de la Cruz. */
const PARTICLES = new Set(['de', 'del', 'della', 'di', 'da', 'dos', 'du', 'la', 'le', 'van', 'von', 'der', 'den', 'st', 'st.', 'bin', 'al'])

const bare = (word: string) => word.toLowerCase().replace(/[.,]/g, '')

/**
 * `Delgado, Maria` and `Maria Delgado` give first `Maria`, last `Delgado`. Middle names stay with the
 * first name (`Mary Ann Smith`: `Mary Ann`, `Smith`), a suffix with the last (`James Whitfield Jr.`),
 * and particles begin the last (`Ana de la Cruz`). A single word is a last name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const text = fullName.trim().replace(/\s+/g, ' ')
  const comma = text.indexOf(',')
  if (comma !== -1) {
    const [last, rest] = [text.slice(0, comma).trim(), text.slice(comma + 1).trim()]
    const restWords = rest.split(' ')
    if (restWords.length > 1 && SUFFIXES.has(bare(restWords.at(-1) ?? ''))) {
      return { firstName: restWords.slice(0, -1).join(' '), lastName: `${last} ${restWords.at(-1)}` }
    }
    if (!SUFFIXES.has(bare(rest))) return { firstName: rest, lastName: last }
    return splitFullName(`${last} ${rest}`)
  }
  const words = text.split(' ').filter(Boolean)
  let lastStart = words.length - 1
  if (lastStart > 0 && SUFFIXES.has(bare(words[lastStart] ?? ''))) lastStart -= 1
  while (lastStart > 1 && PARTICLES.has(bare(words[lastStart - 1] ?? ''))) lastStart -= 1
  return { firstName: words.slice(0, Math.max(lastStart, 0)).join(' '), lastName: words.slice(Math.max(lastStart, 0)).join(' ') }
}
