import { render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
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
