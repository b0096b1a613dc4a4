import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { focusField } from '@/components/form/focus-field'
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

/** 12 vehicles (more than SUMMARIES_ABOVE): the list shows them as one-line summaries. */
function renderLongList() {
  Element.prototype.scrollIntoView = vi.fn()
  const answers = completeAnswers()
  const first = answers.vehicles[0]!
  answers.vehicles = Array.from({ length: 12 }, (_, index) => ({ ...first, vin: `1FUJGLDR5CLBP88${String(index).padStart(2, '0')}`, value: 85000 + index }))
  answers.vehicles[4]!.make = '<img src=x onerror=alert(1)>'
  let wizardry: Wizardry | undefined
  render(
    <InWizard values={answers} touched={vi.fn()} expose={(exposed) => (wizardry = exposed)}>
      <VehiclesStep />
    </InWizard>,
  )
  return { wizard: () => wizardry! }
}

const editButton = (number: number) => screen.getByRole('button', { name: new RegExp(`^Edit\\s*vehicle ${number}$`) })

describe('a long list of rows (vehicles) as one-line summaries', () => {
  it('shows each row as a line with an Edit button and mounts no row’s boxes; user strings are text', () => {
    renderLongList()
    expect(screen.getAllByRole('listitem')).toHaveLength(12)
    expect(screen.queryByRole('group', { name: 'Vehicle 1' })).toBeNull()
    expect(screen.queryByLabelText('VIN')).toBeNull()
    // The typed make and model are isolated (bdi) inside the line, so the line is matched whole.
    const line = (_: string, element: Element | null) =>
      element?.tagName === 'SPAN' && element.textContent?.trim().startsWith('· 1FUJGLDR5CLBP8803 · 2019 Freightliner Cascadia · $85,003 · Class 8') === true
    expect(screen.getByText(line)).toBeInTheDocument()
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
    expect(editButton(3)).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a row on Edit with its first box focused, and closes it back to its Edit button', async () => {
    const user = userEvent.setup()
    renderLongList()
    await user.click(editButton(3))
    const row = screen.getByRole('group', { name: 'Vehicle 3' })
    await vi.waitFor(() => expect(within(row).getByLabelText('VIN')).toHaveFocus())
    await user.click(within(row).getByRole('button', { name: /^Close\s*vehicle 3$/ }))
    expect(screen.queryByRole('group', { name: 'Vehicle 3' })).toBeNull()
    await vi.waitFor(() => expect(editButton(3)).toHaveFocus())
  })

  it('counts a closed row’s problems, and a link to one of its fields opens the row and focuses the field', async () => {
    const user = userEvent.setup()
    const { wizard } = renderLongList()
    act(() =>
      wizard().issues.replaceStep('vehicles', [
        { path: 'vehicles.6.make', message: 'Enter the make, like Freightliner' },
        { path: 'vehicles.6.model', message: 'Enter the model, like Cascadia' },
      ]),
    )
    expect(editButton(7).closest('li')).toHaveTextContent(/Vehicle 7 · .* · 2 problems/)
    render(
      <a href="#vehicles.6.model" onClick={(event) => (event.preventDefault(), focusField('vehicles.6.model'))}>
        Model of vehicle 7
      </a>,
    )
    await user.click(screen.getByRole('link', { name: 'Model of vehicle 7' }))
    const row = screen.getByRole('group', { name: 'Vehicle 7' })
    await vi.waitFor(() => expect(within(row).getByLabelText('Model')).toHaveFocus())
    expect(within(row).getByLabelText('Model')).toHaveAccessibleDescription(/Enter the model, like Cascadia$/)
  })

  it('opens a row added at the end, and after removing the open row focuses the row that took its place', async () => {
    const user = userEvent.setup()
    const { wizard } = renderLongList()
    await user.click(screen.getByRole('button', { name: 'Add another vehicle' }))
    const added = screen.getByRole('group', { name: 'Vehicle 13' })
    await vi.waitFor(() => expect(within(added).getByLabelText('VIN')).toHaveFocus())
    await user.click(editButton(5))
    await user.click(screen.getByRole('button', { name: /^Remove\s*vehicle 5$/ }))
    expect(wizard().form.getValues('vehicles')).toHaveLength(12)
    await vi.waitFor(() => expect(editButton(5)).toHaveFocus())
    expect(editButton(5).closest('li')).toHaveTextContent('1FUJGLDR5CLBP8805')
  })
})
