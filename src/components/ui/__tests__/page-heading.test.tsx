import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** A module of its own per test: which page the portal opened on is the module's to know. */
async function freshPageHeading() {
  vi.resetModules()
  return (await import('../page-heading')).PageHeading
}

describe('PageHeading', () => {
  beforeEach(() => document.body.focus())

  it('leaves the focus where it was on the page the portal opens on, in React’s development mode too, and takes it on the next page', async () => {
    const PageHeading = await freshPageHeading()
    const page = (title: string) => (
      <StrictMode>
        <PageHeading key={title} title={title}>
          {title}
        </PageHeading>
      </StrictMode>
    )
    const { rerender } = render(page('Sign in'))
    expect(document.title).toBe('Sign in – Agency Portal')
    expect(screen.getByRole('heading', { name: 'Sign in' })).not.toHaveFocus()

    rerender(page('Submissions'))
    expect(screen.getByRole('heading', { name: 'Submissions' })).toHaveFocus()
  })

  it('takes the focus when the first page’s own heading says another step, and when it comes back to the first', async () => {
    const PageHeading = await freshPageHeading()
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
})
