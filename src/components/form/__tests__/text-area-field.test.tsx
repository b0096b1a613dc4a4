import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FormKit } from '../form-kit'
import { TextAreaField } from '../text-area-field'

function Note({ max }: { max?: number }) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } })
  return (
    <FormKit form={form}>
      <TextAreaField<{ note: string }> name="note" label="Note" hint="In your own words." optional maxCharacters={max} />
    </FormKit>
  )
}

describe('TextAreaField', () => {
  it('counts characters as a person does, shows the count, and says it politely once typing pauses', async () => {
    const user = userEvent.setup()
    render(<Note max={5} />)
    const box = screen.getByRole('textbox', { name: /^Note/ })
    expect(box).toHaveAccessibleDescription('In your own words. You can enter up to 5 characters.')
    expect(screen.getByTestId('note-count')).toHaveTextContent('You have 5 characters remaining')

    await user.type(box, '🚚🚚ab')
    expect(screen.getByTestId('note-count')).toHaveTextContent('You have 1 character remaining')
    await user.type(box, 'cd')
    expect(screen.getByTestId('note-count')).toHaveTextContent('You have 1 character too many')

    const live = document.querySelector('[aria-live="polite"]')
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)))
    expect(live).toHaveTextContent('You have 1 character too many')
  })

  it('has no count without a limit', () => {
    render(<Note />)
    expect(screen.queryByTestId('note-count')).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription('In your own words.')
  })
})
