// Runs npm scripts side by side, in stages: `tsx scripts/side-by-side.ts lint typecheck:app then test:e2e:run`
// runs lint and typecheck:app together, then, if both passed, test:e2e:run. Scripts joined by `+` are a
// lane, run one after another beside the rest of the stage: `e2e:playwright lint+test:klm` runs lint and
// then the keystroke model while Playwright runs. Each script's output comes in one block when it ends (a
// stage of one script prints as it goes); at the end, a table of each script's time and result. Fails
// when any script fails; a lane stops at its first failure. `npm test` is this (ADRs 0057, 0163): on CI's
// 2 cores, what waits for a page or a timer leaves a core idle that a lane beside it fills.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

interface Outcome {
  script: string
  seconds: number
  passed: boolean
}

const stages = process.argv
  .slice(2)
  .join(' ')
  .split(/\s+then\s+/)
  .map((stage) =>
    stage
      .split(/\s+/)
      .filter(Boolean)
      .map((lane) => lane.split('+')),
  )
  .filter((stage) => stage.length > 0)
const children = new Set<ReturnType<typeof spawn>>()
const colour = process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {}

function run(script: string, live: boolean): Promise<Outcome> {
  const started = performance.now()
  const child = spawn('npm', ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...colour } })
  children.add(child)
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child)
      const outcome = { script, seconds: (performance.now() - started) / 1000, passed: code === 0 }
      console.log(`\n── ${script}: ${outcome.passed ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s ──`)
      if (!live) process.stdout.write(Buffer.concat(output))
      resolve(outcome)
    })
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exit(1)
  })
}

const started = performance.now()
const outcomes: Outcome[] = []
async function runLane(lane: string[], live: boolean) {
  for (const script of lane) {
    const outcome = await run(script, live)
    outcomes.push(outcome)
    if (!outcome.passed) return
  }
}

for (const stage of stages) {
  console.log(`\n── ${stage.map((lane) => lane.join(' then ')).join(', ')}${stage.length > 1 ? ', side by side' : ''} ──`)
  await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)))
  if (outcomes.some((outcome) => !outcome.passed)) break
}

const width = Math.max(...outcomes.map(({ script }) => script.length), 'total'.length)
console.log('\n── times ──')
for (const { script, seconds, passed } of outcomes) console.log(`${script.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${passed ? 'passed' : 'FAILED'}`)
console.log(`${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`)
process.exitCode = outcomes.every((outcome) => outcome.passed) && outcomes.length === stages.flat(2).length ? 0 : 1
