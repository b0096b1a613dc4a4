import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Stepper } from '../stepper'

function renderSteps() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Stepper
            label="New quote steps"
            steps={[
              { id: 'insured', label: 'Insured', href: '/insured', status: 'done' },
              { id: 'addresses', label: 'Addresses', href: '/addresses', status: 'current' },
              { id: 'coverage', label: 'Coverage', status: 'todo', hasProblem: true },
            ]}
          />
        ),
      },
    ],
    { initialEntries: ['/addresses'] },
  )
  render(<RouterProvider router={router} />)
}

describe('Stepper', () => {
  it('says "current step" once, by aria-current, and the other steps’ state in words after their name', () => {
    renderSteps()
    const current = screen.getByText('Addresses').closest('[aria-current]')
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(current?.textContent).not.toContain('current step')
    expect(screen.getByRole('link', { name: 'Insured, completed' })).toBeVisible()
    expect(screen.getByText('Coverage')).toHaveTextContent(/^Coverage, has a problem$/)
  })
})
