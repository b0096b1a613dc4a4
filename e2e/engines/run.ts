// The smoke of every screen and the flows where engines differ, in Firefox and in WebKit (ADR 0100):
// `tsx e2e/engines/run.ts [firefox] [webkit]` (both when none is named); the runner and the drivers are in tooling/engine-drivers/.
import type { SignIn } from '../../tooling/engine-drivers/suite.ts'
import { runEngines } from '../../tooling/engine-drivers/run-engines.ts'
import { ACCOUNTS, PASSWORD } from '../support/fixtures.ts'
import { engineFlows } from './flows/all.ts'
import { selfCheckFlow } from './flows/self-check.ts'
import { smokeFlows } from './smoke.ts'

/** Through the sign-in form, as a person signs in, after signing the last account out from the header. */
const signIn: SignIn = async (driver, account, from) => {
  if (from !== null) {
    await driver.goto('/')
    await driver.click({ role: 'button', name: 'Sign out' })
    await driver.waitFor({ role: 'heading', level: 1, name: 'Sign in' })
  }
  if (account === null) return
  await driver.goto('/sign-in')
  await driver.fill({ label: 'E-mail address' }, ACCOUNTS[account as keyof typeof ACCOUNTS])
  await driver.fill({ label: 'Password' }, PASSWORD)
  await driver.click({ role: 'button', name: 'Sign in' })
  await driver.waitFor({ role: 'button', name: 'Sign out' })
}

await runEngines({ flows: (downloadDir) => [selfCheckFlow, ...smokeFlows(), ...engineFlows({ downloadDir })], signIn })
