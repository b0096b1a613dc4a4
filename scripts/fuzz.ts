/**
 * fast-check over every /v1 endpoint of the in-process sandbox with any body and any headers (issue 12;
 * sandbox/__tests__/fuzz/v1-fuzz.ts). `npm run fuzz`; FUZZ_RUNS (default 20000) and FUZZ_SEED to replay.
 */
import { describeSummary, runV1Fuzz } from '../sandbox/__tests__/fuzz/v1-fuzz.ts'

const numRuns = Number(process.env.FUZZ_RUNS || 20_000)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const started = performance.now()
const summary = await runV1Fuzz({ numRuns, seed })
console.log(`${describeSummary(summary)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (summary.failure) {
  console.error(summary.failure)
  process.exit(1)
}
