import type { ProseFigures } from './prose.ts'

/**
 * The rules every screen state of the sweeps is held to (docs/writing.md): at most PROSE_BUDGET_WORDS
 * words of prose before the first thing to do, and no sentence said twice on a page.
 */
export const PROSE_BUDGET_WORDS = 60

/** Issue 31's items that rewrite the screens listed below. */
const CANCELLATIONS = 'issue 31: the cancellation screens (approval, approve several, guard dialog)'

/**
 * States over the budget on the day the check landed, each with its figure then and the item that
 * rewrites it. A listed state may not grow past its figure, and once within the budget it must leave the
 * list: the list only shrinks, and is meant to be empty. Nothing else may be over.
 */
export const KNOWN_OVER_BUDGET: Record<string, { words: number; fixedBy: string }> = {
  'cancel-approve, confirm dialog': { words: 77, fixedBy: CANCELLATIONS },
  'cancel-approve, held': { words: 64, fixedBy: CANCELLATIONS },
  'cancel-approve, no guard authority': { words: 63, fixedBy: CANCELLATIONS },
  'cancel-approve, saved-approval receipt': { words: 129, fixedBy: CANCELLATIONS },
  'cancel-approve, rate limited': { words: 67, fixedBy: CANCELLATIONS },
  'cancel-approve, outcome unknown': { words: 87, fixedBy: CANCELLATIONS },
  'approve several, confirmation dialog': { words: 128, fixedBy: CANCELLATIONS },
  'approve several, batch not kept by a full storage': { words: 98, fixedBy: CANCELLATIONS },
}

/**
 * States that said sentences twice on the day the check landed: how many sentences, and the item that
 * fixes them. Counted, not quoted: the sentences carry dates of the sandbox's clock, and some come and go
 * with timing (a coverage's taxes still waiting). A listed state may not say more sentences twice.
 */
export const KNOWN_REPEATS: Record<string, { sentences: number; fixedBy: string }> = {
  'cancel-approve, confirm dialog': { sentences: 1, fixedBy: CANCELLATIONS },
  'cancel-approve, approved': { sentences: 4, fixedBy: CANCELLATIONS },
  'cancel-approve, approved, the notice’s fields': { sentences: 4, fixedBy: CANCELLATIONS },
  'cancel-approve, hold dialog': { sentences: 2, fixedBy: CANCELLATIONS },
  'cancel-approve, held': { sentences: 1, fixedBy: CANCELLATIONS },
  'cancel-approve, guard dialog': { sentences: 2, fixedBy: CANCELLATIONS },
  'cancel-approve, guard dialog, reason asked too': { sentences: 2, fixedBy: CANCELLATIONS },
  'cancel-approve, saved-approval receipt': { sentences: 3, fixedBy: CANCELLATIONS },
  'cancel-approve, delete receipt dialog': { sentences: 3, fixedBy: CANCELLATIONS },
  'approve several, confirmation dialog': { sentences: 5, fixedBy: CANCELLATIONS },
}

/** What is wrong with a state's prose, in words for the test's failure; empty when it keeps the rules. */
export function proseProblems(state: string, figures: ProseFigures): string[] {
  const problems: string[] = []
  const over = KNOWN_OVER_BUDGET[state]
  if (figures.before > (over?.words ?? PROSE_BUDGET_WORDS))
    problems.push(
      `${figures.before} words of prose before the first thing to do (${figures.firstControl ?? 'no control'}), over ${over ? `the ${over.words} it had when listed` : `the budget of ${PROSE_BUDGET_WORDS}`}: ${figures.beforeText}`,
    )
  if (over && figures.before <= PROSE_BUDGET_WORDS) problems.push(`within the budget now (${figures.before} words): remove it from KNOWN_OVER_BUDGET`)
  const repeats = KNOWN_REPEATS[state]
  if (figures.repeats.length > (repeats?.sentences ?? 0)) problems.push(...figures.repeats.map(({ sentence, times }) => `said ${times} times: "${sentence}"`))
  return problems
}
