import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import type { NumberValue } from '@/generic/number-input'
import { FormKit } from '../form-kit'
import { TextField } from '../text-field'

interface Fleet {
  value: NumberValue
  premium: string
}

function MoneyForm({ expose, value = null }: { expose: (form: UseFormReturn<Fleet>) => void; value?: NumberValue }) {
  const form = useForm<Fleet>({ defaultValues: { value, premium: '' } })
  expose(form)
  return (
    <FormKit form={form}>
      <TextField<Fleet> name="value" label="Value" kind="money" />
      <TextField<Fleet> name="premium" label="Premium" kind="amount" prefix="$" />
    </FormKit>
  )
}

function renderMoneyForm(value: NumberValue = null) {
  let form: UseFormReturn<Fleet> | undefined
  render(<MoneyForm value={value} expose={(exposed) => (form = exposed)} />)
  return () => form!.getValues()
}

describe('a money box (ADR 0086)', () => {
  it.each([
    ['52k', 52_000, 'Read as $52,000.00'],
    ['52K', 52_000, 'Read as $52,000.00'],
    ['1.2m', 1_200_000, 'Read as $1,200,000.00'],
    ['$52,000.00', 52_000, ''],
    ['52000', 52_000, ''],
  ])('reads %j as %d and says what it read when it was shorthand', async (typed, value, said) => {
    const values = renderMoneyForm()
    await userEvent.type(screen.getByLabelText('Value'), typed)
    expect(values().value).toBe(value)
    expect(screen.getByTestId('value-reading')).toHaveTextContent(said)
  })

  it('keeps what it cannot read as typed, for its error to show beside it', async () => {
    const values = renderMoneyForm()
    await userEvent.type(screen.getByLabelText('Value'), '52q')
    expect(values().value).toBe('52q')
    expect(screen.getByTestId('value-reading')).toBeEmptyDOMElement()
  })

  it('reads the shorthand in a box that keeps the text typed too, and says what it read', async () => {
    const values = renderMoneyForm()
    await userEvent.type(screen.getByLabelText('Premium'), '12.5k')
    expect(values().premium).toBe('12.5k')
    expect(screen.getByTestId('premium-reading')).toHaveTextContent('Read as $12,500.00')
  })

  it('shows an amount it opens on as money, and keeps the number (issue 39)', () => {
    const values = renderMoneyForm(1_000_000)
    expect(screen.getByLabelText('Value')).toHaveValue('1,000,000')
    expect(values().value).toBe(1_000_000)
  })

  it('is taken whole by a click, so typing over an amount replaces it: 2m is $2,000,000, not 1000002m0 (issue 39)', async () => {
    const values = renderMoneyForm(1_000_000)
    const box = screen.getByLabelText('Value')
    await userEvent.click(box)
    await userEvent.keyboard('2m')
    expect(box).toHaveValue('2m')
    expect(values().value).toBe(2_000_000)
    expect(screen.getByTestId('value-reading')).toHaveTextContent('Read as $2,000,000.00')
  })

  it('keeps what is typed as typed, and a second click places the cursor', async () => {
    const values = renderMoneyForm()
    const box = screen.getByLabelText('Value')
    await userEvent.type(box, '1000000')
    expect(box).toHaveValue('1000000')
    await userEvent.click(box)
    expect([(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd]).not.toEqual([0, 7])
    expect(values().value).toBe(1_000_000)
  })
})
