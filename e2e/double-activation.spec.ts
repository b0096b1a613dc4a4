import type { Locator, Page, Response } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { answerTo, countRequests } from './support/faults.ts'
import { SEND_CONTROLS } from './screens/index.ts'
import { watchScreenRequests } from './support/screen-requests.ts'

/**
 * "Once per intent" (ADR 0049): every control that sends a change (the failure suite's mutations and the `sendControls` of
 * e2e/screens/<feature>.ts), activated twice in quick succession as a person does by habit or accident, sends one request.
 */

/** Between the two activations of one intent: a hurried second click, or Enter pressed twice. */
const APART_MS = 30
/** After the answer, on the page's clock: time to read it and draw the next screen, well within ADR 0049's settle (300 ms). */
const AFTER_ANSWER_MS = 60

/** Two separate clicks where the control was: the second does not wait for the first's answer or for the screen. */
async function clickTwiceWhereItWas(page: Page, control: Locator, between: () => Promise<unknown>) {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error('The send control has no box')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.click(x, y)
  await between()
  await page.mouse.click(x, y)
}

/** The ways of activating twice; `answered` settles once the answer to the first activation has reached the page. */
const WAYS: { name: string; inFormOnly?: boolean; activate: (page: Page, control: Locator, answered: Promise<Response>) => Promise<void> }[] = [
  { name: 'double click', activate: (_page, control) => control.dblclick() },
  { name: `two clicks ${APART_MS} ms apart`, activate: (page, control) => clickTwiceWhereItWas(page, control, () => page.waitForTimeout(APART_MS)) },
  {
    // A fast service answers before the second click: it lands on whatever the next screen drew there.
    name: 'a second click just after the answer',
    activate: (page, control, answered) =>
      clickTwiceWhereItWas(page, control, async () => {
        await (await answered).finished()
        await page.clock.runFor(AFTER_ANSWER_MS)
      }),
  },
  {
    name: 'Enter twice',
    inFormOnly: true,
    activate: async (page, control) => {
      await control.focus()
      await page.keyboard.press('Enter')
      await page.waitForTimeout(APART_MS)
      await page.keyboard.press('Enter')
    },
  },
]

test.describe('one request per intent', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const row of SEND_CONTROLS) {
    test(row.name, async ({ page, sandbox, signInQuickly }) => {
      if (row.account) await signInQuickly(page, row.account)
      const requests = watchScreenRequests(page, test.info(), `send twice: ${row.name}`)
      await page.clock.install()
      for (const way of WAYS.filter((candidate) => row.send.inForm || !candidate.inFormOnly)) {
        await test.step(way.name, async () => {
          await sandbox.restart()
          await row.open(page)
          await row.send.reach?.(page)
          const control = row.send.control(page)
          // A control that has just sent (the list's resume, right after the pause) ignores clicks for the settle by design
          // (ADR 0049), and raw mouse clicks would not wait for it: the intent starts at a control that takes it.
          await expect(control, 'the control takes activations before the intent').toBeEnabled()
          const sent = countRequests(page, row.call)
          const answered = answerTo(page, row.call)
          answered.catch(() => undefined) // only one way waits for it
          // The page's clock stands still from before the first activation (set a second ahead, more than a busy machine takes to
          // stop it): the settle is the page's time, and a busy machine could deliver a second activation after it.
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
          await way.activate(page, control, answered)
          await page.clock.resume()
          await row.done(page)
          expect(sent.count, `requests sent by one ${way.name}`).toBe(1)
        })
      }
      expect.soft(requests.end(), `requests no declaration of their screen names (issue 44)`).toEqual([])
    })
  }
})
