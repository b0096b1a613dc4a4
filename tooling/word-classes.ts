/**
 * Four small classes of words the portal keeps the same everywhere (docs/decisions/0087): US spelling
 * ("license"), "a" and "an" by the sound that follows, counts and money with thousands separators, and
 * months written as words ("December 2026", never "12/2026"). Each rule reads plain text: the visible
 * text of a screen in the sweeps (e2e/support/word-classes.ts) and the source's strings in a unit test
 * (tooling/__tests__/word-classes.test.ts).
 */
import { withArticle } from '../src/generic/article.ts'

export type WordClass = 'spelling' | 'article' | 'number' | 'month' | 'status code'

export interface WordProblem {
  rule: WordClass
  /** The words around the mistake, as found. */
  found: string
}

/** British spellings the portal writes the US way. */
const BRITISH = /\blicences?\b|\blicenced\b/gi

/** "a" before a lower-case word that starts with a vowel sound, or "an" before one with a consonant sound. Abbreviations (an MTC) are left alone. */
const ARTICLE = /(?<![\w’'.-])([Aa]n?) (?!(?:and|or|of|to|in|on|at|is|as|if|the)\b)([a-z][\w-]*)/g

/** A count or an amount of 4 digits or more without a separator: "$12500", "2000 ready". Ids, ZIP codes, years and VINs are not counts. */
const UNSEPARATED = /(?<![\w.,/#:–-])(\$?)(\d{4,})(?![\w,/–-]|\.\d*[A-Za-z])/g
/** What makes a bare number a count: the words that follow a count on the portal's screens. */
const COUNT_WORD =
  /^\s+(?:rows?|ready|records?|vehicles?|trailers?|drivers?|characters?|lines?|deliveries|delivery|attempts?|subscriptions?|added|replaced|kept|skipped|to fix|set aside|of|items?|claims?|results?|drafts?|approvals?|units?|trucks?|headers?|sheets?|coverages?|events?|notes?|changes?|submissions?|cancellations?|files?|more)\b/

/** A number that follows the name of what it numbers is an id or a place in a list, not a count: "Driver 9001", "line 1200". */
const NAMED_BY = /(?:adr|driver|vehicle|trailer|subscription|note|event|attempt|line|row|step|transaction|submission|terminal|commodity|id|number|no\.|#)\s*$/i

/** A month and year in digits, not part of a whole date: "12/2026", "03/2024". */
const NUMERIC_MONTH = /(?<![\d/])(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}\b(?!\/)/g

const around = (text: string, index: number, length: number) => text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, ' ')

/** "a" or "an" other than the one `withArticle` (the portal's own, src/generic/text.ts) puts before `word`. */
const articleMistake = (article: string, word: string) => withArticle(word).split(' ')[0] !== article.toLowerCase()

/** Every mistake of the four classes in `text`. */
export function wordClassProblems(text: string): WordProblem[] {
  const problems: WordProblem[] = []
  for (const match of text.matchAll(BRITISH)) problems.push({ rule: 'spelling', found: around(text, match.index, match[0].length) })
  for (const match of text.matchAll(ARTICLE)) {
    if (articleMistake(match[1]!, match[2]!)) problems.push({ rule: 'article', found: around(text, match.index, match[0].length) })
  }
  for (const match of text.matchAll(UNSEPARATED)) {
    const money = match[1] === '$'
    const count = COUNT_WORD.test(text.slice(match.index + match[0].length)) && !NAMED_BY.test(text.slice(Math.max(0, match.index - 20), match.index))
    if (money || count) problems.push({ rule: 'number', found: around(text, match.index, match[0].length) })
  }
  for (const match of text.matchAll(NUMERIC_MONTH)) problems.push({ rule: 'month', found: around(text, match.index, match[0].length) })
  return problems
}

/**
 * A status code in a sentence for a person (issue 39; docs/decisions/0141): an HTTP status as the label
 * of the service's words ("404: No pending cancellation"), one in brackets after words ("too many
 * requests (429)"), a submission's status with its number ("Pending Cancellation (5)"), or "status 5".
 * The documents are for developers, who read codes: only the screens and their strings are held to it.
 * A number named by what it numbers ("Line 404: …") is a place in a list, not a code.
 */
const STATUS_CODES: readonly RegExp[] = [
  /(?<![\w.:/-])(?<!(?:line|row|step|vehicle|driver|trailer|subscription|transaction|attempt|replay) )[45]\d\d:\s/gi,
  /\([45]\d\d\)(?!\s*\d{3}[-.\s]\d{4})/g,
  /\b(?:Bound|Requested Bind|Pending Cancellation|Canceled|Not Taken Up) \(\d{1,2}\)/g,
  /\bstatus (?:code )?\d{1,3}\b/gi,
]

/** Each status code said in a sentence of `text`, with the words around it. */
export function statusCodeProblems(text: string): WordProblem[] {
  return STATUS_CODES.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ rule: 'status code' as const, found: around(text, match.index, match[0].length) })),
  )
}
