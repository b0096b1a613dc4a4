import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SubmissionChange } from '../../workspace-records'
import { ChangeHistory } from '../change-history'

const change: SubmissionChange = {
  kind: 'driver-added',
  at: '2027-03-10T15:00:00.000Z',
  recordId: 9101,
  submissionNumber: 'BR-10002',
  described: 'Ana Lopez, covered',
  updatedFields: [],
}

const show = (dropped: { count: number; lastAt: string } | null) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <ChangeHistory entry={{ changes: [change], dropped }} runPath="/submissions/BR-10002/1/from-a-spreadsheet" /> },
      ])}
    />,
  )

describe('the history of a transaction here', () => {
  it('says plainly how many older changes it no longer lists, up to when, and where every row of a run is', () => {
    show({ count: 37, lastAt: '2027-03-09T14:05:00.000Z' })
    const note = screen.getByText(/^This list keeps the newest 1,000 changes\./)
    expect(note).toHaveTextContent(/37 older changes, the last made March 9, 2027 at \d+:05 [AP]M, are no longer listed\./)
    expect(screen.getByRole('link', { name: 'the run’s page' })).toHaveAttribute('href', '/submissions/BR-10002/1/from-a-spreadsheet')
  })

  it('says nothing of the kind when nothing was dropped', () => {
    show(null)
    expect(screen.queryByText(/no longer listed/)).toBeNull()
  })
})
