import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FormKit } from '@/components/form/form-kit'
import type { UpdateVehicleForm } from '../../forms/update-vehicle'
import type { KnownVehicle } from '../../known-vehicles'
import { VehicleChoice } from '../vehicle-choice'

const KNOWN: KnownVehicle[] = [
  { id: 7001, vin: '1XKYD49X4MJ412800', words: '2021 Kenworth T680' },
  { id: 7002, vin: '1XKYD49X6MJ412801', words: '2021 Kenworth T680' },
]

/** The choice inside a form restored from a draft: vehicle 7001 chosen, and the id then typed over as 7999. */
function Restored() {
  const form = useForm<UpdateVehicleForm>({ defaultValues: { vehicleChoice: KNOWN[0]!.vin!, vehicleId: 7999 } })
  const vehicleId = useWatch({ control: form.control, name: 'vehicleId' })
  return (
    <FormKit form={form}>
      <VehicleChoice vehicles={KNOWN} />
      <p>Vehicle id in the form: {String(vehicleId)}</p>
    </FormKit>
  )
}

describe('VehicleChoice', () => {
  it('keeps an id restored from a draft as it opens, in React’s development mode too, and fills in the id of a vehicle chosen', async () => {
    render(
      <StrictMode>
        <Restored />
      </StrictMode>,
    )
    expect(screen.getByText('Vehicle id in the form: 7999')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('radio', { name: /Vehicle 7002/ }))
    expect(screen.getByText('Vehicle id in the form: 7002')).toBeInTheDocument()
  })
})
