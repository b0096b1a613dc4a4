import { render, screen } from '@testing-library/react'
import { StrictMode, useLayoutEffect } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { StepHeading } from '@/components/schedule-import/step-heading'
import { PageHeading } from '../page-heading'

/** The heading that has the focus when the commit that drew the page is done, before any passive effect: where the next key goes. */
function FocusAtCommit({ seen }: { seen: (string | undefined)[] }) {
  useLayoutEffect(() => {
    const focused = document.activeElement
    seen.push(focused instanceof HTMLHeadingElement ? (focused.textContent ?? '') : focused?.tagName)
  })
  return null
}

describe('a heading takes the focus in the commit that draws its page (ADR 0108)', () => {
  it('a page’s heading, after a navigation', () => {
    const seen: (string | undefined)[] = []
    const page = (title: string) => (
      <>
        <PageHeading title={title}>{title}</PageHeading>
        <FocusAtCommit seen={seen} />
      </>
    )
    const { rerender } = render(page('Home'))
    rerender(page('About the insured'))
    expect(seen.at(-1)).toBe('About the insured')
  })

  it('an import step’s heading, when the step is drawn and when it is asked to take the focus again', () => {
    const seen: (string | undefined)[] = []
    const step = (title: string, focusKey = 0) => (
      <>
        <StepHeading focusKey={focusKey}>{title}</StepHeading>
        <FocusAtCommit seen={seen} />
      </>
    )
    const { rerender } = render(<button type="button">Read the pasted rows</button>)
    rerender(step('Check the rows, then add them'))
    expect(seen.at(-1)).toBe('Check the rows, then add them')
    document.body.focus()
    rerender(step('Check the rows, then add them', 1))
    expect(seen.at(-1)).toBe('Check the rows, then add them')
  })
})

/** A module of its own per test: which page the portal opened on is the module's to know. */
async function freshPageHeading() {
  vi.resetModules()
  return await import('../page-heading')
}

/** A page of its own per title, in React's development mode (its layout effects run twice as it mounts). */
const pageOf = (PageHeading: typeof import('../page-heading').PageHeading) => (title: string) => (
  <StrictMode>
    <PageHeading key={title} title={title}>
      {title}
    </PageHeading>
  </StrictMode>
)

describe('PageHeading', () => {
  beforeEach(() => document.body.focus())

  it('leaves the focus where it was on the page the portal opens on, in React’s development mode too, and takes it on the next page', async () => {
    const { PageHeading } = await freshPageHeading()
    const page = pageOf(PageHeading)
    const { rerender } = render(page('Sign in'))
    expect(document.title).toBe('Sign in – Agency Portal')
    expect(screen.getByRole('heading', { name: 'Sign in' })).not.toHaveFocus()

    rerender(page('Submissions'))
    expect(screen.getByRole('heading', { name: 'Submissions' })).toHaveFocus()
  })

  it('takes the focus when the first page’s own heading says another step, and when it comes back to the first', async () => {
    const { PageHeading } = await freshPageHeading()
    const step = (title: string) => (
      <StrictMode>
        <PageHeading title={title}>{title}</PageHeading>
      </StrictMode>
    )
    const { rerender } = render(step('About the insured'))
    expect(screen.getByRole('heading')).not.toHaveFocus()
    rerender(step('Garage and mailing addresses'))
    expect(screen.getByRole('heading')).toHaveFocus()
    document.body.focus()
    rerender(step('About the insured'))
    expect(screen.getByRole('heading')).toHaveFocus()
  })

  it('after a press on a page drawn at build time: the app drawing it again takes no focus, a page the press led to takes it', async () => {
    const { PageHeading, firstPageIsAPressResult } = await freshPageHeading()
    const page = pageOf(PageHeading)
    document.title = 'Sign in – Agency Portal'
    firstPageIsAPressResult()
    const drawnAgain = render(page('Sign in'))
    expect(screen.getByRole('heading', { name: 'Sign in' })).not.toHaveFocus()
    drawnAgain.unmount()

    // Signed in from the drawn form before the app arrived: the app's first page is home.
    firstPageIsAPressResult()
    render(page('Blue Ridge Insurance Agency'))
    expect(screen.getByRole('heading', { name: 'Blue Ridge Insurance Agency' })).toHaveFocus()
  })
})
