import { PROSE_BUDGET_WORDS, type ProseFigures } from '../../tooling/prose-figures.ts'

/**
 * What is wrong with a state's prose, in words for the test's failure; empty when it keeps the rules
 * (docs/writing.md): at most PROSE_BUDGET_WORDS words of prose before the first thing to do, and no
 * sentence said twice on a page.
 */
export function proseProblems(figures: ProseFigures): string[] {
  const problems: string[] = []
  if (figures.before > PROSE_BUDGET_WORDS)
    problems.push(
      `${figures.before} words of prose before the first thing to do (${figures.firstControl ?? 'no control'}), over the budget of ${PROSE_BUDGET_WORDS}: ${figures.beforeText}`,
    )
  problems.push(...figures.repeats.map(({ sentence, times }) => `said ${times} times: "${sentence}"`))
  return problems
}
