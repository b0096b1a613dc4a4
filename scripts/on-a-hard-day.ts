// Runs a command with the clock and time zone of a hard day (ADR 0115): `tsx scripts/on-a-hard-day.ts <command...>`.
// libfaketime (Debian's `faketime`) moves the clock of the command and of every process it starts, Node and the
// browsers alike, by one offset, so the sandbox's clock and the pages' clocks agree and run on from that moment;
// TZ sets the zone of all of them. The day comes from the run's date, or from TEST_CLOCK (tooling/hard-days.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chosenHardDay, TEST_CLOCK_VARIABLE } from '../tooling/hard-days.ts'

const FAKETIME = '/usr/bin/faketime'
const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('on-a-hard-day: give the command to run')
  process.exit(2)
}

function ensureFaketime() {
  if (existsSync(FAKETIME)) return
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (canApt) {
    const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'faketime'], { stdio: 'inherit' }).status === 0
    if (install() || (spawnSync('apt-get', ['update'], { stdio: 'inherit' }).status === 0 && install())) return
  }
  console.error(`on-a-hard-day: ${FAKETIME} is missing. Install Debian's faketime package, or run on the real clock: ${TEST_CLOCK_VARIABLE}=real`)
  process.exit(1)
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(program, args, { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

const runDate = new Date().toISOString().slice(0, 10)
const day = 'FAKETIME' in process.env ? null : chosenHardDay(process.env[TEST_CLOCK_VARIABLE], runDate)
if (!day) {
  console.log(`on-a-hard-day: the machine's own clock (${'FAKETIME' in process.env ? 'already moved' : `${TEST_CLOCK_VARIABLE}=real`})`)
  run(command[0]!, command.slice(1), process.env)
} else {
  ensureFaketime()
  const reproduce = `${day.local} ${day.zone}`
  console.log(`on-a-hard-day: ${day.local} in ${day.zone}, ${day.why}.`)
  console.log(`on-a-hard-day: to run on this moment again: ${TEST_CLOCK_VARIABLE}='${reproduce}' npm test`)
  run(FAKETIME, [day.local, ...command], { ...process.env, TZ: day.zone, [TEST_CLOCK_VARIABLE]: reproduce })
}
