import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormKit } from '../form-kit'
import { TextField } from '../text-field'

interface Cover {
  startsOn: string
}

function DateForm({ expose }: { expose: (form: UseFormReturn<Cover>) => void }) {
  const form = useForm<Cover>({ defaultValues: { startsOn: '2026-12-01' } })
  expose(form)
  return (
    <FormKit form={form}>
      <TextField<Cover> name="startsOn" label="Effective date" kind="date" />
    </FormKit>
  )
}

describe('a date box', () => {
  it('keeps a typed date as YYYY-MM-DD, shows it as MM/DD/YYYY once left, and keeps what it cannot read as typed', () => {
    let form: UseFormReturn<Cover> | undefined
    render(<DateForm expose={(exposed) => (form = exposed)} />)
    const box = screen.getByLabelText('Effective date')
    expect(box).toHaveValue('12/01/2026')
    fireEvent.change(box, { target: { value: '12152026' } })
    expect(form?.getValues('startsOn')).toBe('2026-12-15')
    expect(box).toHaveValue('12152026')
    fireEvent.blur(box)
    expect(box).toHaveValue('12/15/2026')
    fireEvent.change(box, { target: { value: '12/45/2026' } })
    expect(form?.getValues('startsOn')).toBe('12/45/2026')
    act(() => form?.setValue('startsOn', '2027-01-05'))
    expect(box).toHaveValue('01/05/2027')
  })

  const jsdomShowPicker = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'showPicker')
  afterEach(() => {
    if (jsdomShowPicker) Object.defineProperty(HTMLInputElement.prototype, 'showPicker', jsdomShowPicker)
    else Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker')
  })

  it('has a calendar as a help, which sets the box', () => {
    let form: UseFormReturn<Cover> | undefined
    render(<DateForm expose={(exposed) => (form = exposed)} />)
    const toggle = screen.getByRole('button', { name: 'Calendar for Effective date' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const showPicker = vi.fn()
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true })
    fireEvent.click(toggle)
    const calendar = screen.getByLabelText('Effective date, On a calendar')
    expect(calendar).toHaveValue('2026-12-01')
    // It opens a calendar, and the focus goes to it (issue 39).
    expect(calendar).toHaveFocus()
    expect(showPicker).toHaveBeenCalledOnce()
    expect(showPicker.mock.contexts[0]).toBe(calendar)
    fireEvent.change(calendar, { target: { value: '2026-12-24' } })
    expect(form?.getValues('startsOn')).toBe('2026-12-24')
    expect(screen.getByLabelText('Effective date')).toHaveValue('12/24/2026')
  })

  it('takes a date typed on the calendar into the text box, whatever part of the calendar the click landed in', async () => {
    // No pause between keys, as a fast typist's: the focus must have moved before the second key.
    const user = userEvent.setup({ delay: null })
    let form: UseFormReturn<Cover> | undefined
    render(<DateForm expose={(exposed) => (form = exposed)} />)
    await user.click(screen.getByRole('button', { name: 'Calendar for Effective date' }))
    await user.click(screen.getByLabelText('Effective date, On a calendar'))
    await user.keyboard('12152026')
    const box = screen.getByLabelText('Effective date')
    expect(box).toHaveFocus()
    expect(box).toHaveValue('12152026')
    expect(form?.getValues('startsOn')).toBe('2026-12-15')
    await user.tab()
    expect(box).toHaveValue('12/15/2026')
  })
})
