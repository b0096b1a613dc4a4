import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FormKit } from '@/components/form/form-kit'
import { emptyQuoteVehicle } from '@/domain/fleet/vehicle'
import { emptyTrailer } from '@/domain/fleet/trailer'
import { TrailerFields } from '../trailer-fields'
import { VehicleFields } from '../vehicle-fields'
import { liveRegionTexts } from '@/test/live-regions'

const KENWORTH = '1XKYD49X9MJ412873'

/** A Great Dane trailer of model year 2020: position 10 is `L`, the check digit matches. */
const GREAT_DANE = '1GRAA0626LB010007'

function Trailer() {
  const form = useForm({ defaultValues: { trailer: emptyTrailer() } })
  return (
    <FormKit form={form}>
      <TrailerFields base="trailer" />
    </FormKit>
  )
}

function Vehicle({ start = {} }: { start?: Partial<ReturnType<typeof emptyQuoteVehicle>> }) {
  const form = useForm({ defaultValues: { vehicle: { ...emptyQuoteVehicle(), ...start } } })
  return (
    <FormKit form={form}>
      <VehicleFields base="vehicle" />
    </FormKit>
  )
}

describe('VIN decoding in the vehicle boxes', () => {
  it('fills an empty year and make once the VIN is whole, and says so once', async () => {
    const user = userEvent.setup()
    render(<Vehicle />)
    await user.type(screen.getByLabelText('VIN'), KENWORTH.slice(0, 16))
    expect(screen.getByLabelText('Make')).toHaveValue('')
    expect(liveRegionTexts().join('')).toBe('')
    await user.type(screen.getByLabelText('VIN'), KENWORTH.slice(16))
    expect(screen.getByLabelText('Model year')).toHaveValue('2021')
    expect(screen.getByLabelText('Make')).toHaveValue('Kenworth')
    expect(liveRegionTexts()).toContain('Model year and make filled in from the VIN: 2021 Kenworth.')
  })

  it('suggests the VIN’s year and make when they disagree, and takes them on request', async () => {
    const user = userEvent.setup()
    render(<Vehicle start={{ year: 2019, make: 'Freightliner' }} />)
    await user.type(screen.getByLabelText('VIN'), KENWORTH)
    expect(screen.getByLabelText('Make')).toHaveValue('Freightliner')
    expect(screen.getByText('The VIN says 2021 Kenworth.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Use 2021 Kenworth' }))
    expect(screen.getByLabelText('Model year')).toHaveValue('2021')
    expect(screen.getByLabelText('Make')).toHaveValue('Kenworth')
    expect(screen.queryByText('The VIN says 2021 Kenworth.')).toBeNull()
  })

  it('weighs a make typed over the VIN’s once the box is left, not on each key', async () => {
    const user = userEvent.setup()
    render(<Vehicle />)
    await user.type(screen.getByLabelText('VIN'), KENWORTH)
    await user.clear(screen.getByLabelText('Make'))
    await user.type(screen.getByLabelText('Make'), 'Peterbilt')
    expect(screen.queryByText('The VIN says 2021 Kenworth.')).toBeNull()
    await user.tab()
    expect(screen.getByText('The VIN says 2021 Kenworth.')).toBeVisible()
  })

  it('fills nothing for a VIN already there when the form opens', () => {
    render(<Vehicle start={{ vin: KENWORTH }} />)
    expect(screen.getByLabelText('Make')).toHaveValue('')
  })

  it('reads a trailer’s VIN the same way: a 2020 Great Dane', async () => {
    const user = userEvent.setup()
    render(<Trailer />)
    await user.type(screen.getByLabelText('VIN'), GREAT_DANE)
    expect(screen.getByLabelText('Model year')).toHaveValue('2020')
    expect(screen.getByLabelText('Make')).toHaveValue('Great Dane')
  })
})

describe('the VIN confirmation', () => {
  const BAD_CHECK_DIGIT = '1FUJGLDR4CLBP8834'

  it('stays once given while the VIN fails its check digit: unchecked for a changed VIN, checked again for the confirmed one', async () => {
    const user = userEvent.setup()
    // As in the wizard once its problems settled: the confirmed warning is no longer a problem of the form.
    render(<Vehicle start={{ vin: BAD_CHECK_DIGIT, confirmedVin: BAD_CHECK_DIGIT }} />)
    const confirmation = () => screen.getByRole('checkbox', { name: /I have checked this VIN/ })
    expect(confirmation()).toBeChecked()
    await user.clear(screen.getByLabelText('VIN'))
    await user.type(screen.getByLabelText('VIN'), BAD_CHECK_DIGIT.replace('4', '5'))
    expect(confirmation()).not.toBeChecked()
    await user.clear(screen.getByLabelText('VIN'))
    await user.type(screen.getByLabelText('VIN'), BAD_CHECK_DIGIT)
    expect(confirmation()).toBeChecked()
    await user.clear(screen.getByLabelText('VIN'))
    await user.type(screen.getByLabelText('VIN'), KENWORTH)
    expect(screen.queryByRole('checkbox', { name: /I have checked this VIN/ })).toBeNull()
  })
})
