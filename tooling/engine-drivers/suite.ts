import { mkdirSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import type { EngineDriver } from './driver.ts'

/** Who is signed in: an account's name in the fixtures (`agent`), or null for nobody. */
export type Account = string | null

/** Signs `account` in on the driver's page, signing `from` out first; null signs out. */
export type SignIn = (driver: EngineDriver, account: Account, from: Account) => Promise<void>

/** What a flow is given: the driver, `step` to name what it does, and the sign-in it needs. */
export interface FlowContext {
  driver: EngineDriver
  /** Runs `action`; a failure inside names this step. */
  step<Result>(name: string, action: () => Promise<Result>): Promise<Result>
  /** Signs in as `account` through the sign-in form (signing out of another first); null signs out. Once per account. */
  signInAs(account: Account): Promise<void>
}

export interface Flow {
  name: string
  run: (context: FlowContext) => Promise<void>
}

export interface Outcome {
  name: string
  seconds: number
  failure?: string
}

const SCREENSHOTS = 'test-results/engines'

class StepFailure extends Error {}

/**
 * Runs flows one after another in one page of one engine. After each, any page error or console error
 * it caused fails it; a failure is said with the engine, the flow and the step, and leaves a screenshot.
 */
export class Suite {
  private account: Account = null

  constructor(
    private readonly driver: EngineDriver,
    private readonly signIn: SignIn,
  ) {}

  async run(flow: Flow): Promise<Outcome> {
    const started = performance.now()
    const name = `${this.driver.engine} › ${flow.name}`
    try {
      await flow.run(this.context())
      const errors = await this.driver.takeErrors()
      if (errors.length > 0) throw new StepFailure(`errors in the page:\n    ${errors.join('\n    ')}`)
      return { name, seconds: (performance.now() - started) / 1000 }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const screenshot = `${SCREENSHOTS}/${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`
      mkdirSync(SCREENSHOTS, { recursive: true })
      const shot = await this.driver.screenshot(screenshot).then(
        () => `screenshot: ${screenshot}`,
        () => 'no screenshot',
      )
      // The next flow starts from a page the failure did not leave half-way (an open dialog, a sign-in).
      this.account = await this.driver
        .evaluate(() => localStorage.clear())
        .then(
          () => null,
          () => this.account,
        )
      return { name, seconds: (performance.now() - started) / 1000, failure: `${message}\n    (${shot})` }
    }
  }

  private context(): FlowContext {
    return {
      driver: this.driver,
      step: async (name, action) => {
        try {
          return await action()
        } catch (error) {
          if (error instanceof StepFailure) throw error
          throw new StepFailure(`${name}: ${error instanceof Error ? error.message : String(error)}`)
        }
      },
      signInAs: (account) => this.signInAs(account),
    }
  }

  private async signInAs(account: Account) {
    if (account === this.account) return
    await this.signIn(this.driver, account, this.account)
    this.account = account
  }
}
