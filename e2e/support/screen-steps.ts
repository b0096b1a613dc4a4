import type { Page } from '@playwright/test'
import type { ScreenId } from '../../src/app/all-screens.ts'
import { type ACCOUNTS, expect } from './fixtures.ts'
import type { SandboxControl } from './sandbox-control.ts'

/** The pieces the sweep states of e2e/screens/<feature>/*.ts are written with (a sweep state: docs/glossary.md). */

export interface SweepState {
  name: string
  /** Who is signed in when `reach` starts (signed in through the API, without the sign-in page), or null. */
  account: keyof typeof ACCOUNTS | null
  /** Opens the screen and sets up its state (a result shown, a dialog open); done when the state is on screen. */
  reach: (page: Page, sandbox: SandboxControl) => Promise<void>
  /** The width the state is reached and first checked at (default 1280): a phone-only state such as the open menu. */
  width?: number
  /**
   * States reached from this one in the same page, one after another, each checked as this one is: a
   * load of the portal and a browser context cost more than a state's checks (docs/measurements.md).
   */
  next?: NextState[]
}

/** An entry of the sweeps, with the declared screen its first state is on (the key it is filed under, e2e/screens/index.ts). */
export type SweepStateOn = SweepState & { screen: ScreenId }

/** A state reached from the one before it in a chain (`chain`): its name and what the person does to get there. */
export interface NextState {
  name: string
  step: (page: Page, sandbox: SandboxControl) => Promise<unknown>
  /** The declared screen it is on, when not the one the state before it is on (the sweeps check the address). */
  on?: ScreenId
}

/** A sweep state: its name, who is signed in, and how a person reaches it. */
export const state = (name: string, account: SweepState['account'], reach: SweepState['reach'], options: Pick<SweepState, 'width'> = {}): SweepState => ({
  name,
  account,
  reach,
  ...options,
})

/** `first`, then each of `next` reached from the state before it, in one page (one sweep test named after `first`). */
export const chain = (first: SweepState, next: NextState[]): SweepState => ({ ...first, next })

export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Reaches a plain route: opens `path` and waits for its main heading. */
export const visit =
  (path: string, title: string | RegExp): SweepState['reach'] =>
  async (page) => {
    await page.goto(path)
    await expect(heading(page)).toContainText(title)
  }

/** Follows the link named `name` (exactly) to the page titled `title`, whose heading takes the focus. */
export const followLink = async (page: Page, name: string, title: string) => {
  await page.getByRole('link', { name, exact: true }).click()
  await expect(heading(page)).toHaveText(title)
  await expect(heading(page)).toBeFocused()
}

/** Then: does `more` after reaching with `first` (`then(visit(...), clickButton('Delete'))`). */
export const then =
  (first: SweepState['reach'], more: (page: Page, sandbox: SandboxControl) => Promise<unknown>): SweepState['reach'] =>
  async (page, sandbox) => {
    await first(page, sandbox)
    await more(page, sandbox)
  }

export const summary = (page: Page) => page.getByRole('region', { name: 'There is a problem' })

/** Presses the button named `name` (exactly) and waits for the error summary it brings to take the focus. */
export const showProblems = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click()
  await expect(summary(page)).toBeFocused()
}
/** Waits for the dialog named `name` (an `alertdialog` when it asks about something that cannot be undone). */
export const dialog = (page: Page, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') => expect(page.getByRole(role, { name })).toBeVisible()

/** Escape in the open dialog: it closes, what it asked about left as it was. */
export const escapeDialog = async (page: Page) => {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0)
}

/** Clicks the button named `name` (exactly) and waits for the dialog it opens. */
export const openDialog =
  (button: string, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') =>
  async (page: Page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click()
    await dialog(page, name, role)
  }
