import { expect, it } from 'vitest'
import { describeSummary, runV1Fuzz } from './fuzz/v1-fuzz.ts'

/** Issue 12: any body and any headers on every /v1 endpoint; `npm run fuzz` runs the bigger figure. */
it('answers every /v1 request without a 500 (but rule 8) and every error in its section-7 format', async () => {
  const summary = await runV1Fuzz({ numRuns: 200 })
  console.log(describeSummary(summary))
  expect(summary.failure).toBeUndefined()
}, 60_000)
