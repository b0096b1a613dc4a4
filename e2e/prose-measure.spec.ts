import type { Page } from '@playwright/test'
import { formatCalendarDate, formatDateTime } from '../src/generic/format.ts'
import { daysFromToday } from './support/days.ts'
import { expect, test } from './support/fixtures.ts'
import { measureProseOf } from './support/prose.ts'
import { proseProblems } from './support/prose-budget.ts'

/**
 * The prose measure of the sweeps (e2e/support/prose.ts) on small pages built for each rule of
 * docs/writing.md, "How the sweeps measure it", and the budget's verdicts (e2e/support/prose-budget.ts).
 */

const STYLES = `<style>
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .gone { display: none; }
</style>`

/** Dates as the portal writes them, from the run's clock. */
const REQUESTED = formatCalendarDate(daysFromToday(-2).iso)
const MINIMUM = formatCalendarDate(daysFromToday(25).iso)
const HELD = formatCalendarDate(daysFromToday(1).iso)
const CREATED = formatDateTime(new Date().toISOString())

/** Shows `body` as an HTML page (the page handed on may be showing the favicon, an SVG document). */
const show = async (page: Page, body: string) => {
  await page.goto('about:blank')
  await page.setContent(`<!doctype html><html lang="en"><head>${STYLES}</head><body>${body}</body></html>`)
}

const on = async (page: Page, body: string) => {
  await show(page, body)
  return measureProseOf(page)
}

const LAYOUT = (main: string) => `
  <a href="#main" class="sr-only">Skip to main content</a>
  <header><p>Agency Portal. Signed in as someone with a long name here.</p></header>
  <nav aria-label="Main"><a href="/">Home</a> <p>Navigation text is never prose of the page.</p></nav>
  <main id="main">${main}</main>
  <footer><p>Commercial trucking submissions, the footer of every page.</p></footer>`

test.describe('the prose measure', () => {
  test('counts the prose before the first control after the main heading, and leaves the layout out', async ({ page }) => {
    const figures = await on(
      page,
      LAYOUT(`
        <p><a href="/back">Back</a></p>
        <nav aria-label="Steps"><a href="/one">Step one</a></nav>
        <h1>Tax calculator</h1>
        <p>Surplus lines taxes by state. Read <a href="/guide">the guide</a> first.</p>
        <dl><dt>Premium</dt><dd>$12,500.00 in all</dd></dl>
        <label for="premium">Premium</label>
        <p id="premium-hint">In dollars.</p>
        <input id="premium">
        <p>After the first field, these words are not before it.</p>`),
    )
    expect(figures.beforeText).toBe('Surplus lines taxes by state. Read the guide first. / In dollars.')
    expect(figures.before).toBe(11)
    expect(figures.firstControl).toBe('input ""')
    expect(figures.words).toBe(21)
  })

  test('stops at a list of links and at an error summary’s links, not at a link inside a sentence', async ({ page }) => {
    const list = await on(page, LAYOUT(`<h1>Home</h1><p>Signed in.</p><ul><li><a href="/q">Get a quote</a><p>The full submission.</p></li></ul>`))
    expect(list.before).toBe(2)
    expect(list.firstControl).toBe('a "Get a quote"')
    const summary = await on(
      page,
      LAYOUT(`<h1>Sign in</h1><div role="region"><h2>There is a problem</h2><ul><li><a href="#email">Enter your e-mail address</a></li></ul></div>`),
    )
    expect(summary.before).toBe(0)
    expect(summary.firstControl).toBe('a "Enter your e-mail address"')
  })

  test('skips a disabled control and counts a page without one to its end', async ({ page }) => {
    const figures = await on(page, LAYOUT(`<h1>Not found</h1><p>There is no page at this address.</p><button disabled>Send</button><p>Nothing to do here.</p>`))
    expect(figures.before).toBe(11)
    expect(figures.firstControl).toBeNull()
  })

  test('with a dialog open, counts the dialog’s prose before its first control, and the page behind in the page’s words', async ({ page }) => {
    await show(
      page,
      `<main><h1>Drafts</h1><p>Three drafts are kept here.</p><button>Delete</button></main>
       <dialog><h2>Delete them?</h2><p>This cannot be undone.</p><button>Delete them</button></dialog>`,
    )
    await page.locator('dialog').evaluate((dialog: HTMLDialogElement) => dialog.showModal())
    const figures = await measureProseOf(page)
    expect(figures.beforeText).toBe('This cannot be undone.')
    expect(figures.firstControl).toBe('button "Delete them"')
    expect(figures.words).toBe(9)
  })

  test('finds a sentence said twice, in an alert and in a value, as the paused subscription said it', async ({ page }) => {
    const figures = await on(
      page,
      LAYOUT(`<h1>Webhooks</h1>
        <div role="status">Subscription 2 is paused. Events that occur while it is paused are not sent.</div>
        <ul><li><article><dl><dt>Delivery</dt><dd>Paused. Events that occur while it is paused are not sent.</dd></dl></article></li></ul>`),
    )
    expect(figures.repeats).toEqual([{ sentence: 'events that occur while it is paused are not sent', times: 2 }])
  })

  test('finds a sentence said again in each item of a list, as the approval said its minimum', async ({ page }) => {
    const figures = await on(
      page,
      LAYOUT(`<h1>Approved</h1><ul>
        <li><span>Requested date: </span>${REQUESTED}. Minimum: 30 days, so the minimum date is ${MINIMUM}.</li>
        <li><span>Requested AL date: </span>${REQUESTED}. Minimum: 30 days, so the minimum date is ${MINIMUM}.</li></ul>`),
    )
    expect(figures.repeats).toEqual([{ sentence: `minimum: 30 days, so the minimum date is ${MINIMUM.toLowerCase()}`, times: 2 }])
  })

  test('does not count as said twice: a hint or a value in each row of a list or each group of a description list, a hidden twin for the other reader, a date, a short fragment', async ({
    page,
  }) => {
    const figures = await on(
      page,
      LAYOUT(`<h1>Vehicles</h1>
        <fieldset><legend>Vehicle 1</legend><label for="a">VIN</label><p id="a-hint">17 characters, on the title or the registration.</p><input id="a"></fieldset>
        <fieldset><legend>Vehicle 2</legend><label for="b">VIN</label><p id="b-hint">17 characters, on the title or the registration.</p><input id="b"></fieldset>
        <table><tr><td>Sent as events happen</td></tr><tr><td>Sent as events happen</td></tr></table>
        <p aria-hidden="true">You have 200 characters remaining</p><p class="sr-only">You have 200 characters remaining</p>
        <dl><dt>Created</dt><dd>${CREATED}</dd><dt>Secret changed</dt><dd>${CREATED}</dd></dl>
        <dl><div><dt>Requested date</dt><dd>${HELD}, held as it is</dd></div><div><dt>AL date</dt><dd>${HELD}, held as it is</dd></div></dl>
        <p>Not given.</p><p>Not given.</p>`),
    )
    expect(figures.repeats).toEqual([])
  })

  test('counts text in a closed <details> as said, and text never shown as not', async ({ page }) => {
    const figures = await on(
      page,
      LAYOUT(`<h1>Result</h1><p>The broker fee is added untaxed to the total.</p>
        <details><summary>How it is calculated</summary><p>The broker fee is added untaxed to the total.</p></details>
        <p class="gone">The broker fee is added untaxed to the total.</p>
        <noscript>The Agency Portal needs JavaScript to run at all.</noscript>`),
    )
    expect(figures.repeats).toEqual([{ sentence: 'the broker fee is added untaxed to the total', times: 2 }])
    expect(figures.words).toBe(18)
  })
})

test.describe('the prose budget', () => {
  const figures = { before: 0, beforeText: '', firstControl: 'input "x"', words: 0, repeats: [] }
  const repeats = (count: number) => Array.from({ length: count }, (_, index) => ({ sentence: `sentence number ${index} said here`, times: 2 }))

  test('refuses a state over 60 words or saying a sentence twice', () => {
    expect(proseProblems({ ...figures, before: 60 })).toEqual([])
    expect(proseProblems({ ...figures, before: 61, beforeText: 'words' })).toEqual([
      '61 words of prose before the first thing to do (input "x"), over the budget of 60: words',
    ])
    expect(proseProblems({ ...figures, repeats: repeats(1) })).toEqual(['said 2 times: "sentence number 0 said here"'])
  })
})
