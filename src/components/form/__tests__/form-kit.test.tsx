import { act, render, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { Fieldset } from '../fieldset'
import { FormKit } from '../form-kit'
import type { FieldProblem, ProblemSource } from '../problems'
import { TextField as KitTextField, type TextFieldProps } from '../text-field'

interface Contact {
  name: string
  phone: string
}

const TextField = (props: TextFieldProps<Contact>) => <KitTextField<Contact> {...props} />

function HookForm({ expose, children }: { expose: (form: UseFormReturn<Contact>) => void; children: ReactNode }) {
  const form = useForm<Contact>({ defaultValues: { name: '', phone: '' } })
  expose(form)
  return <FormKit form={form}>{children}</FormKit>
}

describe('the form kit', () => {
  it('shows a react-hook-form error on its field, labelled, described and marked invalid', () => {
    let form: UseFormReturn<Contact> | undefined
    render(
      <HookForm expose={(exposed) => (form = exposed)}>
        <TextField name="name" label="Full name" hint="As on the license." />
      </HookForm>,
    )
    act(() => form?.setError('name', { type: 'server', message: 'Enter the full name' }))
    const box = screen.getByLabelText('Full name')
    expect(box).toHaveAttribute('id', 'name')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(/^As on the license\. Error:\s*Enter the full name$/)
    act(() => form?.clearErrors('name'))
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('re-renders a field only when its own problem changes', () => {
    let form: UseFormReturn<Contact> | undefined
    const phoneRendered = vi.fn()
    render(
      <HookForm expose={(exposed) => (form = exposed)}>
        <TextField name="name" label="Full name" />
        <Profiler id="phone" onRender={phoneRendered}>
          <TextField name="phone" label="Phone" kind="tel" />
        </Profiler>
      </HookForm>,
    )
    const before = phoneRendered.mock.calls.length
    act(() => form?.setError('name', { message: 'Enter the full name' }))
    act(() => form?.setError('name', { message: 'Use at most 200 characters' }))
    expect(phoneRendered).toHaveBeenCalledTimes(before)
    act(() => form?.setError('phone', { message: 'Enter a 10-digit US phone number' }))
    expect(phoneRendered).toHaveBeenCalledTimes(before + 1)
  })

  it('reads another problem source (the wizard’s issue store is one) instead of react-hook-form', () => {
    const problems = new Map<string, FieldProblem>([['phone', { message: 'Enter a 10-digit US phone number' }]])
    const source: ProblemSource = { get: (path) => problems.get(path), subscribePath: () => () => {}, paths: () => problems.keys(), subscribe: () => () => {} }
    function WithSource() {
      const form = useForm<Contact>({ defaultValues: { name: '', phone: '' } })
      return (
        <FormKit form={form} problems={source}>
          <TextField name="phone" label="Phone" kind="tel" />
        </FormKit>
      )
    }
    render(<WithSource />)
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/^Error:\s*Enter a 10-digit US phone number$/)
  })

  it('describes a group by its hint, with an anchor or without one', () => {
    render(
      <HookForm expose={() => undefined}>
        <Fieldset legend="In the last 3 years" hint="Leave a box empty for none.">
          <TextField name="name" label="Accidents" />
        </Fieldset>
      </HookForm>,
    )
    expect(screen.getByRole('group', { name: 'In the last 3 years' })).toHaveAccessibleDescription('Leave a box empty for none.')
  })
})

describe('what a screen reader is told is required', () => {
  it('is every field but those marked "(optional)" and those of a group whose words say its boxes may stay empty', () => {
    render(
      <HookForm expose={() => undefined}>
        <TextField name="name" label="Full name" />
        <TextField name="phone" label="Phone" optional />
        <Fieldset legend="In the last 3 years" hint="Leave a box empty for none." optionalFields>
          <KitTextField name="accidents" label="Accidents" />
        </Fieldset>
      </HookForm>,
    )
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /^Phone\s*\(optional\)$/ })).not.toBeRequired()
    // Not marked one by one: the group's hint says it once.
    expect(screen.getByRole('textbox', { name: 'Accidents' })).not.toBeRequired()
  })
})
