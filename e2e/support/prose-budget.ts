import { PROSE_BUDGET_WORDS, type ProseFigures } from '../../tooling/prose-figures.ts'

/** What breaks docs/writing.md's rules in a state's prose (too many words before the first thing to do, a sentence said twice), in words. */
export function proseProblems({ before, beforeText, firstControl, repeats }: ProseFigures): string[] {
  const problems = repeats.map(({ sentence, times }) => `said ${times} times: "${sentence}"`)
  if (before > PROSE_BUDGET_WORDS)
    problems.unshift(
      `${before} words of prose before the first thing to do (${firstControl ?? 'no control'}), over the budget of ${PROSE_BUDGET_WORDS}: ${beforeText}`,
    )
  return problems
}
