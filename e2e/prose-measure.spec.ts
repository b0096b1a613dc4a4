import type { Page } from '@playwright/test'
import { formatCalendarDate, formatDateTime } from '../src/generic/format.ts'
import type { ProseFigures } from '../tooling/prose-figures.ts'
import { daysFromToday } from './support/days.ts'
import { expect, test } from './support/fixtures.ts'
import { measureProseOf } from './support/prose.ts'
import { proseProblems } from './support/prose-budget.ts'
import { writePage } from './support/reused-page.ts'

/** The sweeps' prose measure on a small page for each rule of docs/writing.md, "How the sweeps measure it", and the budget's verdicts. */

/** Dates as the portal writes them, from the run's clock. */
const REQUESTED = formatCalendarDate(daysFromToday(-2).iso)
const MINIMUM = formatCalendarDate(daysFromToday(25).iso)
const HELD = formatCalendarDate(daysFromToday(1).iso)
const CREATED = formatDateTime(new Date().toISOString())

const STYLE = '.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } .gone { display: none; }'

/** The prose figures of a page of the portal's layout with `main` in its main region, and its dialog open when it has one. */
async function measureMain(page: Page, main: string) {
  await writePage(
    page,
    `<!doctype html><html lang="en"><head><style>${STYLE}</style></head><body>
    <a href="#main" class="sr-only">Skip to main content</a>
    <header><p>Agency Portal. Signed in as someone with a long name here.</p></header>
    <nav aria-label="Main"><a href="/">Home</a> <p>Navigation text is never prose of the page.</p></nav>
    <main id="main">${main}</main>
    <footer><p>Commercial trucking submissions, the footer of every page.</p></footer></body></html>`,
  )
  await page.evaluate(() => document.querySelector('dialog')?.showModal())
  return measureProseOf(page)
}

/** What the measure finds in the main region of a page, by the title of its test. */
const MEASURED: Record<string, { main: string; finds: Partial<ProseFigures> }> = {
  'counts the prose before the first control after the main heading, and leaves the layout out': {
    main: `<p><a href="/back">Back</a></p> <nav aria-label="Steps"><a href="/one">Step one</a></nav> <h1>Tax calculator</h1>
      <p>Surplus lines taxes by state. Read <a href="/guide">the guide</a> first.</p> <dl><dt>Premium</dt><dd>$12,500.00 in all</dd></dl>
      <label for="premium">Premium</label> <p id="premium-hint">In dollars.</p> <input id="premium">
      <p>After the first field, these words are not before it.</p>`,
    finds: { beforeText: 'Surplus lines taxes by state. Read the guide first. / In dollars.', before: 11, firstControl: 'input ""', words: 21 },
  },
  'skips a disabled control and counts a page without one to its end': {
    main: `<h1>Not found</h1><p>There is no page at this address.</p><button disabled>Send</button><p>Nothing to do here.</p>`,
    finds: { before: 11, firstControl: null },
  },
  'finds a sentence said twice, in an alert and in a value, as the paused subscription said it': {
    main: `<h1>Webhooks</h1>
      <div role="status">Subscription 2 is paused. Events that occur while it is paused are not sent.</div>
      <ul><li><article><dl><dt>Delivery</dt><dd>Paused. Events that occur while it is paused are not sent.</dd></dl></article></li></ul>`,
    finds: { repeats: [{ sentence: 'events that occur while it is paused are not sent', times: 2 }] },
  },
  'finds a sentence said again in each item of a list, as the approval said its minimum': {
    main: `<h1>Approved</h1><ul>
      <li><span>Requested date: </span>${REQUESTED}. Minimum: 30 days, so the minimum date is ${MINIMUM}.</li>
      <li><span>Requested AL date: </span>${REQUESTED}. Minimum: 30 days, so the minimum date is ${MINIMUM}.</li></ul>`,
    finds: { repeats: [{ sentence: `minimum: 30 days, so the minimum date is ${MINIMUM.toLowerCase()}`, times: 2 }] },
  },
  'does not count as said twice: a hint or a value in each row of a list or each group of a description list, a hidden twin for the other reader, a date, a short fragment':
    {
      main: `<h1>Vehicles</h1>
      <fieldset><legend>Vehicle 1</legend><label for="a">VIN</label><p id="a-hint">17 characters, on the title or the registration.</p><input id="a"></fieldset>
      <fieldset><legend>Vehicle 2</legend><label for="b">VIN</label><p id="b-hint">17 characters, on the title or the registration.</p><input id="b"></fieldset>
      <table><tr><td>Sent as events happen</td></tr><tr><td>Sent as events happen</td></tr></table>
      <p aria-hidden="true">You have 200 characters remaining</p><p class="sr-only">You have 200 characters remaining</p>
      <dl><dt>Created</dt><dd>${CREATED}</dd><dt>Secret changed</dt><dd>${CREATED}</dd></dl>
      <dl><div><dt>Requested date</dt><dd>${HELD}, held as it is</dd></div><div><dt>AL date</dt><dd>${HELD}, held as it is</dd></div></dl>
      <p>Not given.</p><p>Not given.</p>`,
      finds: { repeats: [] },
    },
  'counts text in a closed <details> as said, and text never shown as not': {
    main: `<h1>Result</h1><p>The broker fee is added untaxed to the total.</p>
      <details><summary>How it is calculated</summary><p>The broker fee is added untaxed to the total.</p></details>
      <p class="gone">The broker fee is added untaxed to the total.</p>
      <noscript>The Agency Portal needs JavaScript to run at all.</noscript>`,
    finds: { repeats: [{ sentence: 'the broker fee is added untaxed to the total', times: 2 }], words: 18 },
  },
  'with a dialog open, counts the dialog’s prose before its first control, and the page behind in the page’s words': {
    main: `<h1>Drafts</h1><p>Three drafts are kept here.</p><button>Delete</button>
      <dialog><h2>Delete them?</h2><p>This cannot be undone.</p><button>Delete them</button></dialog>`,
    finds: { beforeText: 'This cannot be undone.', firstControl: 'button "Delete them"', words: 9 },
  },
}

test.describe('the prose measure', () => {
  for (const [title, { main, finds }] of Object.entries(MEASURED)) {
    test(title, async ({ page }) => {
      expect(await measureMain(page, main)).toMatchObject(finds)
    })
  }

  test('stops at a list of links and at an error summary’s links, not at a link inside a sentence', async ({ page }) => {
    const list = '<h1>Home</h1><p>Signed in.</p><ul><li><a href="/q">Get a quote</a><p>The full submission.</p></li></ul>'
    expect(await measureMain(page, list)).toMatchObject({ before: 2, firstControl: 'a "Get a quote"' })
    const summary = '<h1>Sign in</h1><div role="region"><h2>There is a problem</h2><ul><li><a href="#email">Enter your e-mail address</a></li></ul></div>'
    expect(await measureMain(page, summary)).toMatchObject({ before: 0, firstControl: 'a "Enter your e-mail address"' })
  })
})

test.describe('the prose budget', () => {
  test('refuses a state over 60 words or saying a sentence twice', () => {
    const figures = { before: 0, beforeText: '', firstControl: 'input "x"', words: 0, repeats: [] }
    expect(proseProblems({ ...figures, before: 60 })).toEqual([])
    expect(proseProblems({ ...figures, before: 61, beforeText: 'words' })).toEqual([
      '61 words of prose before the first thing to do (input "x"), over the budget of 60: words',
    ])
    expect(proseProblems({ ...figures, repeats: [{ sentence: 'a sentence said here', times: 2 }] })).toEqual(['said 2 times: "a sentence said here"'])
  })
})
