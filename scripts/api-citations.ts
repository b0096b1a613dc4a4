/**
 * Citations of the API contract ("section 4.7 rule 8", "sections 2.3 to 2.5", "4.7 rule 8", "rule 5")
 * and whether docs/api.md, the contract's digest under its own numbers, has each section and rule they
 * name. Read by scripts/__tests__/api-citations.test.ts.
 */

/** What docs/api.md holds: each section's number, and the rules numbered under it. */
export type Outline = Map<string, number[]>

/** One citation as written: the sections it names (none for a bare "rule 5") and the rules. */
export interface Citation {
  text: string
  index: number
  sections: string[]
  rules: number[]
}

const NUMBER = String.raw`\d+(?:\.\d+)?`
const JOIN = String.raw`(?:,? and |, | to | or )`
const SECTIONS = String.raw`${NUMBER}(?:${JOIN}${NUMBER})*`
const RULES = String.raw`\d+(?:${JOIN}\d+)*`

/**
 * In order of preference at one place: "rules 1 and 2 of section 4.7"; "section 4.7 rule 8" or
 * "sections 2.9, 3, 4.8 and 6" (not an RFC's own sections); "4.7 rule 8"; a bare "rule 5" (not a lint rule).
 */
const CITATION = new RegExp(
  [
    String.raw`\b[Rr]ules? (?<rulesOf>${RULES}) of [Ss]ection (?<sectionOf>${NUMBER})`,
    String.raw`(?<!RFC \d+ \()\b[Ss]ections? (?<sections>${SECTIONS})(?:,? [Rr]ules? (?<sectionRules>${RULES}))?`,
    String.raw`\b(?<numbered>\d+\.\d+),? [Rr]ules? (?<numberedRules>${RULES})`,
    String.raw`(?<!lint )\b[Rr]ules? (?<bareRules>${RULES})`,
  ].join('|'),
  'g',
)

/** "2.3 to 2.5" as 2.3, 2.4 and 2.5; "6 to 8" as 6, 7 and 8; a list as its items. */
function expand(list: string): string[] {
  const items: string[] = []
  const parts = list.split(/,? and |, | or /)
  for (const part of parts) {
    const range = part.split(' to ')
    if (range.length !== 2) {
      items.push(part)
      continue
    }
    const [from, to] = range as [string, string]
    const prefix = from.includes('.') ? `${from.split('.')[0]}.` : ''
    const first = Number(from.slice(prefix.length))
    const last = Number(to.slice(to.includes('.') ? to.indexOf('.') + 1 : 0))
    for (let n = first; n <= last; n += 1) items.push(`${prefix}${n}`)
  }
  return items
}

export function citationsIn(text: string): Citation[] {
  return [...text.matchAll(CITATION)].map((match) => {
    const groups = match.groups ?? {}
    const sections = groups.sectionOf ?? groups.sections ?? groups.numbered
    const rules = groups.rulesOf ?? groups.sectionRules ?? groups.numberedRules ?? groups.bareRules
    return { text: match[0], index: match.index, sections: sections ? expand(sections) : [], rules: rules ? expand(rules).map(Number) : [] }
  })
}

/** Sections from the headings ("## 3. States", "### 4.7 Approve"), rules from the numbered lines under each. */
export function outlineOf(markdown: string): Outline {
  const outline: Outline = new Map()
  let current: number[] | undefined
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)\.? /.exec(line)
    if (heading) {
      current = []
      outline.set(heading[1]!, current)
      continue
    }
    if (/^#/.test(line)) current = undefined
    const rule = /^(\d+)\. /.exec(line)
    if (rule && current) current.push(Number(rule[1]))
  }
  return outline
}

/** "5.4" names rule 4 of section 5 when section 5 has no 5.4 of its own (the contract's section 5 has rules, no subsections). */
function sectionResolves(section: string, outline: Outline): boolean {
  if (outline.has(section)) return true
  const [major, minor] = section.split('.')
  return minor !== undefined && (outline.get(major!)?.includes(Number(minor)) ?? false)
}

/**
 * What a file's citations name that the outline lacks, each as written. A bare rule belongs to one of
 * the sections with rules that the file cites (any such section when it cites none).
 */
export function unresolvedCitations(text: string, outline: Outline): Citation[] {
  const citations = citationsIn(text)
  const cited = new Set(citations.flatMap(({ sections }) => sections).filter((section) => (outline.get(section)?.length ?? 0) > 0))
  const withRules = [...outline].filter(([, rules]) => rules.length > 0).map(([section]) => section)
  const candidates = cited.size > 0 ? [...cited] : withRules
  return citations.filter(({ sections, rules }) => {
    if (sections.length === 0) return !rules.every((rule) => candidates.some((section) => outline.get(section)!.includes(rule)))
    if (!sections.every((section) => sectionResolves(section, outline))) return true
    const last = outline.get(sections.at(-1)!)
    return rules.length > 0 && !rules.every((rule) => last?.includes(rule))
  })
}
