import type { Locator, Page } from '@playwright/test'
import type { ScreenId } from '../../src/app/all-screens.ts'
import { type ACCOUNTS, expect, heading, summary } from './fixtures.ts'
import { pressEnterOn, typeInto } from './keyboard.ts'
import { reopen } from './reopen.ts'
import type { SandboxControl } from './sandbox-control.ts'

/** What sweep states (docs/glossary.md) are written with: a state, a chain of them, and a person's steps, one a line. */

/** One thing a person does or sees; the sandbox for a step that sets it up (a fault, an event). */
export type Step = (page: Page, sandbox: SandboxControl) => Promise<unknown>
/** A step on the page alone, as the failure suite's and storage sweep's rows take them. */
export type PageStep = (page: Page) => Promise<void>
const step =
  (act: (page: Page) => Promise<unknown>): PageStep =>
  async (page) =>
    void (await act(page))
type Target = string | RegExp | ((page: Page) => Locator)
type DialogRole = 'dialog' | 'alertdialog'

export interface SweepState {
  name: string
  /** Who is signed in when `reach` starts (signed in through the API, without the sign-in page), or null. */
  account: keyof typeof ACCOUNTS | null
  /** Opens the screen and sets up its state (a result shown, a dialog open); done when the state is on screen. */
  reach: Step
  /** The width the state is reached and first checked at (default 1280): a phone-only state such as the open menu. */
  width?: number
  /** States reached from this one in the same page, each checked as this one is: a load costs more than the checks. */
  next?: NextState[]
}

/** A sweep state with the declared screen it starts on (the key it is filed under, e2e/screens/index.ts). */
export type SweepStateOn = SweepState & { screen: ScreenId }

/** A state reached from the one before it in a chain (`chain`): its name and what the person does to get there. */
export interface NextState {
  name: string
  step: Step
  /** The declared screen it is on, when not the one the state before it is on (the sweeps check the address). */
  on?: ScreenId
}

export const state = (name: string, account: SweepState['account'], reach: Step, options: { width?: number } = {}) => ({ name, account, reach, ...options })

/** `first`, then each of `next` reached from the state before it, in one page (one sweep test named after `first`). */
export const chain = (first: SweepState, next: NextState[]): SweepState => ({ ...first, next })

/** The steps one after another (the sandbox only for a step that asks for it: a row of the failure suite has none). */
export const then =
  (...steps: Step[]) =>
  async (page: Page, sandbox?: SandboxControl): Promise<void> => {
    for (const step of steps) await step(page, sandbox as SandboxControl)
  }

const find = (page: Page, target: Target, by: 'button' | 'link' | 'checkbox' | 'text' | 'label') => {
  if (typeof target === 'function') return target(page)
  if (by === 'label') return page.getByLabel(target)
  return by === 'text' ? page.getByText(target) : page.getByRole(by, { name: target })
}

export { heading, summary }
const exact = (role: 'button' | 'link', name: string) => (page: Page) => page.getByRole(role, { name, exact: true })
/** A box by its label, exactly: for a label another box's contains. */
export const exactly = (label: string) => (page: Page) => field(page, label)

export const click = (target: Target): PageStep => step((page) => find(page, target, 'button').click())
export const follow = (target: Target): PageStep => step((page) => find(page, target, 'link').click())
export const tick = (target: Target): PageStep => step((page) => find(page, target, 'checkbox').check())
export const fill = (label: Target, value: string): PageStep => step((page) => find(page, label, 'label').fill(value))
export const choose = (label: string, value: string): PageStep => step((page) => page.getByLabel(label).selectOption(value))
export const key = (name: string): PageStep => step((page) => page.keyboard.press(name))
export const sees = (target: Target): PageStep => step((page) => expect(find(page, target, 'text')).toBeVisible())
export const alerted = (text: string | RegExp): PageStep => step((page) => expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible())
export const focused = (target: (page: Page) => Locator): PageStep => step((page) => expect(target(page)).toBeFocused())
export const titled = (title: string | RegExp): PageStep => step((page) => expect(heading(page)).toContainText(title))

export const reopened = (path: string): PageStep => step((page) => reopen(page, path))

export const visit = (path: string, title: string | RegExp) => then((page) => page.goto(path), titled(title))

export const followLink = (name: string, title: string) =>
  then(follow(exact('link', name)), (page) => expect(heading(page)).toHaveText(title), focused(heading))

export const showProblems = (name: string) => then(click(exact('button', name)), focused(summary))

/** Waits for the dialog named `name` (an `alertdialog` when it asks about something that cannot be undone). */
export const dialog = (name: string | RegExp, role: DialogRole = 'dialog'): PageStep => sees((page) => page.getByRole(role, { name }))

export const escapeDialog = then(key('Escape'), (page) => expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0))

export const openDialog = (button: string, name: string | RegExp, role: DialogRole = 'dialog') =>
  then((page) => exact('button', button)(page).first().click(), dialog(name, role))

/** A box by its exact label, in the group named `group` when given. */
export const field = (page: Page, label: string, group?: string) => (group ? page.getByRole('group', { name: group }) : page).getByLabel(label, { exact: true })

/** A person's steps one after another on `page`: a spec's test as a list of what they do and see. */
export const does = (page: Page, ...steps: ((page: Page) => Promise<unknown>)[]) => then(...steps)(page)
/** The main heading says `title`, all of it. */
export const headed = (title: string) => (page: Page) => expect(heading(page)).toHaveText(title)
/** Opens `path`, whose main heading says `title`, all of it. */
export const opens = (path: string, title: string) => then((page) => page.goto(path), headed(title))
export const reload = (page: Page) => page.reload()
export const back = (page: Page) => page.goBack()
/** The box labelled exactly `label` holds `value`. */
export const holds = (label: string, value: string) => (page: Page) => expect(field(page, label)).toHaveValue(value)
/** Tab to the box labelled exactly `label`, and type `text`. */
export const types = (label: string, text: string) => (page: Page) => typeInto(page, field(page, label), text)
/** Tab to the button or link named `name`, and Enter. */
export const enters = (role: 'button' | 'link', name: string) => (page: Page) => pressEnterOn(page, page.getByRole(role, { name }))
