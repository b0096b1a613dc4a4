/**
 * What the sweeps measure of each screen state's prose (e2e/support/prose.ts) and the budget they hold it
 * to, shared with the table that prints them (scripts/prose.ts).
 */

/** At most this many words of prose before the first thing to do (docs/writing.md). */
export const PROSE_BUDGET_WORDS = 60

export interface ProseFigures {
  /** Words of prose before the first thing to do. */
  before: number
  /** Those words, for a person reading the report. */
  beforeText: string
  /** What stopped the count: the first control, or null when the page has none. */
  firstControl: string | null
  /** Words of prose on the whole page (by sight). */
  words: number
  /** Sentences said more than once, normalized, with how many times. */
  repeats: { sentence: string; times: number }[]
}

/** One state's figures, as the sweeps collect them. */
export interface StateProse extends ProseFigures {
  state: string
}

/** In Playwright's output folder (playwright.config.ts), which it empties as a run starts: only this run's figures are there. */
export const PROSE_FIGURES_DIR = 'test-results/playwright/prose'
