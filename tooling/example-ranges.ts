/**
 * Examples outside their field's range (issue 39): a box's hint, its group's hint and its problem may
 * state the range it takes ("from $300,000 to $5,000,000", "up to $10,000") and give examples ("like
 * 52,000 or 52k", "usually $750,000"). Every example must lie inside every range stated for the same
 * box. Pure text in, problems out: the sweeps read each number box's words from the page
 * (e2e/support/example-ranges.ts); a unit test holds the checks' own messages to it.
 */

export interface ExampleProblem {
  /** The example, as written. */
  example: string
  /** The range it falls outside, as written. */
  range: string
}

/** An amount as written: `$1,000,000`, `52,000.50`, `12.5`, with the shorthand `52k` or `1m` after it. Not part of a date, an id or a code. */
const AMOUNT = String.raw`(?<![\w/.,-])\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?[kKmM](?![a-zA-Z]))?(?![\w/-]|[.,]\d)`
/** A figure followed by one of these counts something else than the box's value: "up to 8 digits", "180 days ahead". */
const UNIT = /^\s*(?:digits?|characters?|days?|weeks?|months?|years?|decimals?|letters?|words?|lines?|rows?|entries|times|hours?|minutes?|seconds?|miles?)\b/i

const BOUNDS: readonly { pattern: RegExp; low?: number; high?: number }[] = [
  { pattern: new RegExp(`\\bfrom (${AMOUNT}) to (${AMOUNT})`, 'gi'), low: 1, high: 2 },
  { pattern: new RegExp(`\\b(?:up to|at most|no more than) (${AMOUNT})`, 'gi'), high: 1 },
  { pattern: new RegExp(`\\b(?:at least) (${AMOUNT})`, 'gi'), low: 1 },
  { pattern: new RegExp(`(${AMOUNT}) or more\\b`, 'g'), low: 1 },
]

/** Where examples start, and the amounts that follow joined by commas, "or" and "and". */
const EXAMPLES = new RegExp(`\\b(?:like|for example|usually|such as|e\\.g\\.) ((?:${AMOUNT})(?:(?:,? or |, | and )(?:${AMOUNT}))*)`, 'gi')

/** The value of an amount as written, in the box's unit: `$52,000` 52000, `2.5k` 2500, `1m` 1000000. */
export function amountOf(written: string): number {
  const match = /^\$?([\d,]+(?:\.\d+)?)\s?([kKmM])?$/.exec(written.trim())
  if (!match) return Number.NaN
  const figure = Number(match[1]!.replaceAll(',', ''))
  const scale = { k: 1_000, m: 1_000_000 }[match[2]?.toLowerCase() as 'k' | 'm'] ?? 1
  return figure * scale
}

interface Range {
  low: number
  high: number
  written: string
}

function rangesIn(text: string): Range[] {
  return BOUNDS.flatMap(({ pattern, low, high }) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const after = text.slice(match.index + match[0].length)
      if (UNIT.test(after)) return []
      return [
        {
          low: low === undefined ? -Infinity : amountOf(match[low]!),
          high: high === undefined ? Infinity : amountOf(match[high]!),
          written: match[0],
        },
      ]
    }),
  )
}

function examplesIn(text: string): string[] {
  return [...text.matchAll(EXAMPLES)].flatMap((match) => {
    const after = text.slice(match.index + match[0].length)
    if (UNIT.test(after)) return []
    return [...match[1]!.matchAll(new RegExp(AMOUNT, 'g'))].map((amount) => amount[0])
  })
}

/** Every example of one box's words (its hint, its group's hint, its problem) that lies outside a range stated for it. */
export function examplesOutOfRange(texts: readonly string[]): ExampleProblem[] {
  const text = texts.join(' \n ')
  const ranges = rangesIn(text)
  return examplesIn(text).flatMap((example) => {
    const value = amountOf(example)
    return ranges.filter((range) => value < range.low || value > range.high).map((range) => ({ example, range: range.written }))
  })
}
