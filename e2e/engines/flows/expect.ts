import { WAIT_MS } from '../../../tooling/engine-drivers/driver.ts'

/** Waits until `read` gives `expected` (a RegExp is tested) and returns it, or fails saying what it last gave. */
export async function until(what: string, read: () => Promise<string>, expected: string | RegExp): Promise<string> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const value = await read()
    if (typeof expected === 'string' ? value === expected : expected.test(value)) return value
    if (Date.now() > deadline) throw new Error(`${what} is "${value}", not ${typeof expected === 'string' ? `"${expected}"` : String(expected)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
