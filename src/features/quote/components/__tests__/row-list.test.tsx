import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import { VehiclesStep } from '../steps/vehicles-step'
import { InWizard, type Wizardry } from './wizard-harness'

function renderVehicles() {
  const touched = vi.fn()
  let wizardry: Wizardry | undefined
  render(
    <InWizard values={completeAnswers()} touched={touched} expose={(exposed) => (wizardry = exposed)}>
      <VehiclesStep />
    </InWizard>,
  )
  return { touched, wizard: () => wizardry! }
}

describe('a list of rows (vehicles)', () => {
  it('adds a row and tells the draft', async () => {
    const user = userEvent.setup()
    const { touched, wizard } = renderVehicles()
    await user.click(screen.getByRole('button', { name: 'Add another vehicle' }))
    expect(screen.getByRole('group', { name: 'Vehicle 3' })).toBeInTheDocument()
    expect(wizard().form.getValues('vehicles')).toHaveLength(3)
    expect(touched).toHaveBeenCalled()
  })

  it('removes a row with its problems; the next row keeps its own, and the focus goes to the add button', async () => {
    const user = userEvent.setup()
    const { touched, wizard } = renderVehicles()
    act(() =>
      wizard().issues.replaceStep('vehicles', [
        { path: 'vehicles.0.make', message: 'Enter the make, like Freightliner' },
        { path: 'vehicles.1.model', message: 'Enter the model, like Cascadia' },
      ]),
    )
    await user.click(screen.getByRole('button', { name: /^Remove\s*vehicle 1$/ }))
    const row = screen.getByRole('group', { name: 'Vehicle 1' })
    expect(within(row).getByLabelText('Model')).toHaveAccessibleDescription(/Enter the model, like Cascadia$/)
    expect(within(row).getByLabelText('Make')).not.toHaveAttribute('aria-invalid')
    expect(within(row).getByLabelText('Model')).toHaveValue('Cascadia 126')
    expect(screen.queryByRole('group', { name: 'Vehicle 2' })).toBeNull()
    expect(touched).toHaveBeenCalled()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add another vehicle' })).toHaveFocus())
  })

  it('shows the list’s own problem on a labelled group it describes', () => {
    const { wizard } = renderVehicles()
    act(() => wizard().issues.replaceStep('vehicles', [{ path: 'vehicles', message: 'Add at least one vehicle: a quote needs one' }]))
    expect(screen.getByRole('group', { name: 'Vehicles' })).toHaveAccessibleDescription(/Add at least one vehicle: a quote needs one$/)
  })

  it('keeps what was typed into a number box when it is not a number', async () => {
    const user = userEvent.setup()
    const { wizard } = renderVehicles()
    const value = within(screen.getByRole('group', { name: 'Vehicle 1' })).getByLabelText('Value')
    await user.clear(value)
    await user.type(value, '12,50')
    expect(wizard().form.getValues('vehicles.0.value')).toBe('12,50')
    await user.clear(value)
    await user.type(value, '85,000.50')
    expect(wizard().form.getValues('vehicles.0.value')).toBe(85000.5)
  })
})
