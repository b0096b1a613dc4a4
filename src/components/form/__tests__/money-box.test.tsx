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

function MoneyForm({ expose }: { expose: (form: UseFormReturn<Fleet>) => void }) {
  const form = useForm<Fleet>({ defaultValues: { value: null, premium: '' } })
  expose(form)
  return (
    <FormKit form={form}>
      <TextField<Fleet> name="value" label="Value" kind="money" />
      <TextField<Fleet> name="premium" label="Premium" kind="amount" prefix="$" />
    </FormKit>
  )
}

function renderMoneyForm() {
  let form: UseFormReturn<Fleet> | undefined
  render(<MoneyForm expose={(exposed) => (form = exposed)} />)
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
})
