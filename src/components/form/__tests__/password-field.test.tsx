import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { FormKit } from '../form-kit'
import { PasswordField } from '../password-field'

function SecretBox() {
  const form = useForm<{ secret: string }>({ defaultValues: { secret: '' } })
  return (
    <FormKit form={form}>
      <PasswordField<{ secret: string }> name="secret" label="Signing secret" autoComplete="off" secret />
    </FormKit>
  )
}

describe('PasswordField for a secret', () => {
  it('masks what is pasted until the person presses Show, a toggle that says whether it is pressed', async () => {
    const user = userEvent.setup()
    render(<SecretBox />)
    const box = screen.getByLabelText('Signing secret')
    await user.click(box)
    await user.paste('whsec_abc')
    expect(box).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show secret' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(box).toHaveAttribute('type', 'text')
    expect(box).toHaveValue('whsec_abc')
    expect(screen.getByRole('button', { name: 'Hide secret' })).toHaveAttribute('aria-pressed', 'true')
  })
})
