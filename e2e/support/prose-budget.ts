import type { ProseFigures } from './prose.ts'

/**
 * The rules every screen state of the sweeps is held to (docs/writing.md): at most PROSE_BUDGET_WORDS
 * words of prose before the first thing to do, and no sentence said twice on a page.
 */
export const PROSE_BUDGET_WORDS = 60

/** What is wrong with a state's prose, in words for the test's failure; empty when it keeps the rules. */
export function proseProblems(figures: ProseFigures): string[] {
  const problems: string[] = []
  if (figures.before > PROSE_BUDGET_WORDS)
    problems.push(
      `${figures.before} words of prose before the first thing to do (${figures.firstControl ?? 'no control'}), over the budget of ${PROSE_BUDGET_WORDS}: ${figures.beforeText}`,
    )
  problems.push(...figures.repeats.map(({ sentence, times }) => `said ${times} times: "${sentence}"`))
  return problems
}
