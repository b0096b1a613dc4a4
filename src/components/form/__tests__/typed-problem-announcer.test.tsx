import { act, fireEvent, render, screen } from '@testing-library/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveRegionTexts } from '@/test/live-regions'
import { FormKit } from '../form-kit'
import { TextField } from '../text-field'
import { SAY_AFTER_MS } from '../typed-problem-announcer'

const zipSchema = z.object({ zip: z.string().check(z.regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')) })
type Zip = z.infer<typeof zipSchema>

/** A ZIP code box checked as it is typed, as the tax calculator's boxes are. */
function ZipForm() {
  const form = useForm<Zip>({ defaultValues: { zip: '' }, mode: 'onChange', resolver: zodResolver(zipSchema) })
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <FormKit form={form}>
        <TextField<Zip> name="zip" label="ZIP code" kind="digits" />
      </FormKit>
      <button type="submit">Continue</button>
    </form>
  )
}

const said = () => liveRegionTexts().filter(Boolean)

describe('a problem that changes as its field is typed in', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is said once typing pauses, with its field’s label, and again after a fix comes undone; not what a submit finds', async () => {
    render(<ZipForm />)
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' })
    box.focus()
    fireEvent.input(box, { target: { value: '1' } })
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS / 2))
    fireEvent.input(box, { target: { value: '12' } })
    // Half typed, then paused: said once, with the label.
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS / 2))
    expect(said()).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS))
    expect(said()).toEqual(['ZIP code: Enter a 5-digit ZIP code'])
    const first = screen.getByText('ZIP code: Enter a 5-digit ZIP code', { selector: 'span' })

    fireEvent.input(box, { target: { value: '12345' } })
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS))
    fireEvent.input(box, { target: { value: '1234' } })
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS))
    // The same words said again: a new line, which a live region reads.
    expect(screen.getByText('ZIP code: Enter a 5-digit ZIP code', { selector: 'span' })).not.toBe(first)

    fireEvent.input(box, { target: { value: '' } })
    fireEvent.submit(box.form as HTMLFormElement)
    await act(() => vi.advanceTimersByTimeAsync(SAY_AFTER_MS))
    expect(said()).toEqual([])
  })
})
