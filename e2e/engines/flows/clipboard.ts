import type { Flow } from '../../../tooling/engine-drivers/suite.ts'
import { until } from './expect.ts'
import { createSubscription, NEW_SECRET_TITLE, storeAndClose } from './dialogs.ts'

/**
 * The copy button writes to the system clipboard through the engine's async clipboard, and a paste
 * (the platform's shortcut, as a person pastes) brings the same text into another page: the secret
 * copied from its dialog, pasted into the signature verifier.
 */
export const clipboardFlow: Flow = {
  name: 'clipboard › the secret copied, then pasted into the verifier',
  run: async (context) => {
    const { driver, step } = context
    const secret = await createSubscription(context)
    await step('copy it', async () => {
      await driver.click({ role: 'button', name: 'Copy the secret' })
      await driver.waitFor({ role: 'status', name: 'Copied.' })
    })
    await storeAndClose(context, NEW_SECRET_TITLE)
    await step('paste it into the verifier', async () => {
      await driver.goto('/webhooks/verify')
      await driver.click({ label: 'Signing secret' })
      await driver.press('Paste')
      await until('the pasted secret', () => driver.valueOf({ label: 'Signing secret' }), secret)
    })
  },
}
