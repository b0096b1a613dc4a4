import { expect, test } from './support/fixtures.ts'
import { CALLS_UNDER_FAULT } from './screens/index.ts'
import { watchScreenRequests } from './support/screen-requests.ts'
import { FAULTS, shortenRequestTimeout, type FaultName } from './support/faults.ts'

/**
 * "Failure, proven screen by screen": every call of a declared screen (the `faults` of e2e/screens/<feature>.ts) under every fault,
 * one step each from a fresh sandbox: a clear message, nothing typed lost, nothing sent by itself, and the screen works again after.
 */
const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
/** The states this suite brings, with axe and a photograph: the time limit's words and the offline ones (the others have their specs). */
const LOOKED_AT = new Set(['hung request', 'offline'])

test.describe('every screen under every fault', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const screen of CALLS_UNDER_FAULT) {
    test(screen.name, async ({ page, context, sandbox, signInQuickly, checkA11y, saveScreenshot }) => {
      test.setTimeout(90_000)
      await page.clock.install()
      await shortenRequestTimeout(context)
      // Signed in through the API: the sign-in page itself is the first screen of the table.
      if (screen.account) await signInQuickly(page, screen.account)
      const requests = watchScreenRequests(page, test.info(), `fault: ${screen.name}`)
      const faults = (Object.keys(FAULTS) as FaultName[]).filter((fault) => fault !== 'offline' || !screen.offline)
      for (const fault of faults) {
        await test.step(fault, async () => {
          await sandbox.restart()
          await screen.open(page)
          const look = async (state: string) => {
            if (!LOOKED_AT.has(state)) return
            await checkA11y(page, `${screen.name}, ${state}`)
            await saveScreenshot(page, `failure-${slug(screen.name)}-${slug(state)}`)
          }
          await FAULTS[fault]({ page, sandbox, screen, look })
          expect(page.url()).not.toContain('error')
        })
      }
      expect.soft(requests.end(), `requests no declaration of their screen names (issue 44)`).toEqual([])
    })
  }
})
