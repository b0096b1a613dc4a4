import type { EngineDriver, Target } from '../../../tooling/engine-drivers/driver.ts'
import type { Flow, FlowContext } from '../../../tooling/engine-drivers/suite.ts'

const CHECKBOX = 'I have stored the secret somewhere safe'
const WARNING = 'Tick this box first: once this dialog closes, the secret cannot be shown again.'
const secretDialog = (title: string): Target => ({ role: 'dialog', name: title })

/** The page's point furthest from a centred dialog: a click there lands on the backdrop. */
const OUTSIDE = { x: 8, y: 8 }

/**
 * Every way out a person may try on a dialog that must be acknowledged: Escape once, twice and three
 * times (Firefox's second `cancel` cannot be prevented), Enter, a click outside. After each it is still
 * open, saying why, with its secret.
 */
async function triesToLeave({ driver, step }: FlowContext, title: string, secret: string) {
  const dialog = secretDialog(title)
  const stillOpen = async (after: string) => {
    await step(`still open after ${after}`, async () => {
      // A dialog closed by the browser is gone at once; one kept open stays so.
      await new Promise((resolve) => setTimeout(resolve, 150))
      await driver.waitFor(dialog)
      await driver.waitFor({ text: WARNING, within: dialog })
      const shown = await driver.textOf({ css: '[data-testid=signing-secret]', within: dialog })
      if (shown !== secret) throw new Error(`the secret shown is "${shown}", not the one first shown`)
    })
  }
  for (const times of [1, 2, 3]) {
    await step(`Escape ${times} time(s)`, async () => {
      for (let press = 0; press < times; press += 1) await driver.press('Escape')
    })
    await stillOpen(`Escape ${times} time(s)`)
  }
  await step('Enter', () => driver.press('Enter'))
  await stillOpen('Enter')
  await step('a click outside the dialog', () => driver.clickAt(OUTSIDE.x, OUTSIDE.y))
  await stillOpen('a click outside')
  await step('Escape twice after the click', async () => {
    await driver.press('Escape')
    await driver.press('Escape')
  })
  await stillOpen('a click and Escape twice')
}

async function readSecret(driver: EngineDriver, title: string) {
  const secret = await driver.textOf({ css: '[data-testid=signing-secret]', within: secretDialog(title) })
  if (!/^whsec_[A-Za-z0-9_-]{43}$/.test(secret)) throw new Error(`no signing secret in the dialog: "${secret}"`)
  return secret
}

export async function storeAndClose({ driver, step }: FlowContext, title: string) {
  await step('tick "I have stored the secret" and Close', async () => {
    await driver.click({ role: 'checkbox', name: CHECKBOX, within: secretDialog(title) })
    await driver.click({ role: 'button', name: 'Close', within: secretDialog(title) })
    await driver.waitFor(secretDialog(title), 'hidden')
  })
}

/** The title of the dialog that shows a new subscription's signing secret. */
export const NEW_SECRET_TITLE = 'Store the signing secret now'

/** Signed in as the agent, a subscription created on its page: its secret's dialog open, and the secret it shows. */
export async function createSubscription(context: FlowContext): Promise<string> {
  const { driver, step, signInAs } = context
  await signInAs('agent')
  await step('create a subscription', async () => {
    await driver.goto('/webhooks/new')
    await driver.fill({ label: 'Endpoint URL' }, 'https://hooks.example.com/insurer')
    await driver.click({ role: 'checkbox', name: /Pending cancellation/ })
    await driver.click({ role: 'button', name: 'Create subscription' })
  })
  return step('the secret shown', () => readSecret(driver, NEW_SECRET_TITLE))
}

/** The signing secret's dialogs, created and rotated, and a question that Escape answers as designed. */
export const dialogFlows: Flow[] = [
  {
    name: 'dialogs › the new signing secret stays until it is said stored',
    run: async (context) => {
      const { driver, step } = context
      const secret = await createSubscription(context)
      await triesToLeave(context, NEW_SECRET_TITLE, secret)
      await storeAndClose(context, NEW_SECRET_TITLE)
      await step('the subscription listed', () => driver.waitFor({ role: 'article', name: /Subscription 2/ }))
    },
  },
  {
    name: 'dialogs › the rotated secret stays until it is said stored; the question closes on Escape',
    run: async (context) => {
      const { driver, step, signInAs } = context
      await signInAs('agent')
      await step('open the list', () => driver.goto('/webhooks'))
      const rotate = { role: 'button', name: 'Rotate secret… of subscription 2' } as const
      const question = { role: 'dialog', name: 'Rotate the signing secret?' } as const
      await step('the question closes on Escape, twice pressed', async () => {
        await driver.click(rotate)
        await driver.waitFor(question)
        await driver.press('Escape')
        await driver.press('Escape')
        await driver.waitFor(question, 'hidden')
      })
      await step('rotate', async () => {
        await driver.click(rotate)
        await driver.click({ role: 'button', name: 'Rotate the secret', within: question })
      })
      const title = 'Store the new signing secret now'
      const secret = await step('the new secret shown', () => readSecret(driver, title))
      await triesToLeave(context, title, secret)
      await storeAndClose(context, title)
    },
  },
]
