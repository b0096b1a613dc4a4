import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { completeAnswers } from '@/test/quote-answers'
import type { QuoteForm } from '../../form/model'
import { CargoStep } from '../steps/cargo-step'
import { DriversStep } from '../steps/drivers-step'
import { RadiusStep } from '../steps/radius-step'
import { VehiclesStep } from '../steps/vehicles-step'
import { InWizard, type Wizardry } from './wizard-harness'

/**
 * A key typed in the wizard does work for its own box, never for every row of the form (ADR 0107):
 * react-hook-form copies every value of the form for a key when a watch's name covers the box, which
 * is milliseconds a key with 2,000 rows. A driver's name stands for all the rows the key has nothing to
 * do with: it counts how often it is read while the person types elsewhere.
 */
function countReads(form: UseFormReturn<QuoteForm>): () => number {
  const driver = form.getValues('drivers.0')
  let firstName = driver.firstName
  let reads = 0
  Object.defineProperty(driver, 'firstName', {
    enumerable: true,
    configurable: true,
    get: () => {
      reads += 1
      return firstName
    },
    set: (value: string) => {
      firstName = value
    },
  })
  return () => reads
}

function renderStep(step: ReactNode, values: QuoteForm = completeAnswers()) {
  let wizardry: Wizardry | undefined
  render(
    <InWizard values={values} touched={() => {}} expose={(exposed) => (wizardry = exposed)}>
      {step}
    </InWizard>,
  )
  return { wizard: () => wizardry!, reads: countReads(wizardry!.form) }
}

/** Three vehicles without a weight class or a body type: the one-answer box for many vehicles shows. */
function vehiclesWithoutClass(): QuoteForm {
  const answers = completeAnswers()
  const [first] = answers.vehicles
  answers.vehicles = [0, 1, 2].map(() => ({ ...first!, classKey: '', bodyType: '' }))
  return answers
}

const vehicleBox = (number: number, label: string) => within(screen.getByRole('group', { name: `Vehicle ${number}` })).getByLabelText(label)
const manyCounts = () => screen.getByRole('group', { name: 'One answer for many vehicles' }).querySelector('p')?.textContent

describe('the work a key typed in the wizard does', () => {
  it('reads no other row for a key in a vehicle’s make or VIN, with the one-answer box for many vehicles shown', async () => {
    const user = userEvent.setup()
    const { reads } = renderStep(<VehiclesStep />, vehiclesWithoutClass())
    expect(manyCounts()).toBe('Weight class: 3 vehicles without one. Body type: 3 vehicles without one.')
    await user.type(vehicleBox(1, 'Make'), 'x')
    await user.type(vehicleBox(2, 'VIN'), 'x')
    expect(reads()).toBe(0)
  })

  it('reads no other row for a key in a driver’s date of birth, and keeps the date it reads', async () => {
    const user = userEvent.setup()
    const { reads, wizard } = renderStep(<DriversStep />)
    const born = within(screen.getByRole('group', { name: 'Driver 2' })).getByLabelText('Date of birth')
    await user.clear(born)
    await user.type(born, '03141979')
    expect(reads()).toBe(0)
    expect(wizard().form.getValues('drivers.1.dateOfBirth')).toBe('1979-03-14')
    await user.tab()
    expect(born).toHaveValue('03/14/1979')
  })

  it('still decodes a VIN as it is typed', async () => {
    const user = userEvent.setup()
    renderStep(<VehiclesStep />, vehiclesWithoutClass())
    await user.clear(vehicleBox(3, 'Model year'))
    await user.clear(vehicleBox(3, 'Make'))
    await user.clear(vehicleBox(3, 'VIN'))
    await user.type(vehicleBox(3, 'VIN'), '1XKYD49X9MJ412873')
    expect(vehicleBox(3, 'Make')).toHaveValue('Kenworth')
    expect(within(screen.getByRole('group', { name: 'Vehicle 3' })).getByText('Model year and make filled in from the VIN: 2021 Kenworth.')).toBeVisible()
  })

  it('counts the vehicles without a class again when a row’s class is chosen, a row is added or removed, or an import puts rows in', async () => {
    const user = userEvent.setup()
    const { wizard } = renderStep(<VehiclesStep />, vehiclesWithoutClass())
    await user.selectOptions(vehicleBox(1, 'Weight class'), '8')
    expect(manyCounts()).toBe('Weight class: 2 vehicles without one. Body type: 3 vehicles without one.')
    await user.click(screen.getByRole('button', { name: 'Add another vehicle' }))
    expect(manyCounts()).toBe('Weight class: 3 vehicles without one. Body type: 4 vehicles without one.')
    await user.click(screen.getByRole('button', { name: /^Remove\s*vehicle 2$/ }))
    expect(manyCounts()).toBe('Weight class: 2 vehicles without one. Body type: 3 vehicles without one.')
    const imported = wizard()
      .form.getValues('vehicles')
      .map((vehicle) => ({ ...vehicle, bodyType: 'tractor' as const }))
    act(() => wizard().form.setValue('vehicles', imported, { shouldDirty: true }))
    expect(manyCounts()).toBe('Weight class: 2 vehicles without one. Body type: 0 vehicles without one.')
  })

  it('keeps the running total of the radius as each key is typed, reading no row', async () => {
    const user = userEvent.setup()
    const { reads } = renderStep(<RadiusStep />)
    expect(screen.getByText(/^Total so far/)).toHaveTextContent('Total so far: 100%')
    await user.clear(screen.getByLabelText('Up to 50 miles'))
    await user.type(screen.getByLabelText('Up to 50 miles'), '5')
    expect(screen.getByText(/^Total so far/)).toHaveTextContent('Total so far: 95%, 5% to go')
    expect(reads()).toBe(0)
  })

  it('keeps the running total of the commodities as each key is typed and as rows come and go, reading no row', async () => {
    const user = userEvent.setup()
    const { reads } = renderStep(<CargoStep />)
    const share = within(screen.getByRole('group', { name: 'Commodity 2' })).getByLabelText('Share of loads')
    await user.clear(share)
    await user.type(share, '3')
    expect(screen.getByText(/^Total so far/)).toHaveTextContent('Total so far: 63%, 37% to go')
    expect(reads()).toBe(0)
    await user.click(screen.getByRole('button', { name: /^Remove\s*commodity 2$/ }))
    expect(screen.getByText(/^Total so far/)).toHaveTextContent('Total so far: 60%, 40% to go')
  })
})
