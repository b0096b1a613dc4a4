import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { FieldValidationError } from '@/api/errors'
import { applyFieldErrors } from '../apply-field-errors'

const refusal = new FieldValidationError('Validation failed', {
  reset_token: ['The code has 6 digits', 'Check the e-mail'],
  constructor: ['A wire name that only looks like a property of every object'],
  _body: ['The body is not valid JSON'],
})
const WIRE_TO_FIELD = { reset_token: 'resetToken', new_password: 'newPassword' } as const

describe('applyFieldErrors', () => {
  it('puts each wire field on its react-hook-form field, messages joined, and returns the rest in order', () => {
    const { result } = renderHook(() => useForm<{ resetToken: string; newPassword: string }>({ defaultValues: { resetToken: '', newPassword: '' } }))
    let unplaced: unknown
    act(() => {
      unplaced = applyFieldErrors(result.current, refusal, WIRE_TO_FIELD)
    })
    expect(result.current.getFieldState('resetToken').error).toMatchObject({ type: 'server', message: 'The code has 6 digits Check the e-mail' })
    expect(result.current.getFieldState('newPassword').error).toBeUndefined()
    expect(unplaced).toEqual([
      { wirePath: 'constructor', message: 'A wire name that only looks like a property of every object' },
      { wirePath: '_body', message: 'The body is not valid JSON' },
    ])
  })

  it('gives a form with its own problem store every message, placed or not, through a function of the path', () => {
    const target = { showFieldErrors: vi.fn() }
    const unplaced = applyFieldErrors(target, refusal, (wirePath) => (wirePath === 'reset_token' ? 'resetToken' : null))
    expect(target.showFieldErrors).toHaveBeenCalledWith([
      { wirePath: 'reset_token', message: 'The code has 6 digits', path: 'resetToken' },
      { wirePath: 'reset_token', message: 'Check the e-mail', path: 'resetToken' },
      { wirePath: 'constructor', message: 'A wire name that only looks like a property of every object', path: null },
      { wirePath: '_body', message: 'The body is not valid JSON', path: null },
    ])
    expect(unplaced.map(({ wirePath }) => wirePath)).toEqual(['constructor', '_body'])
  })
})
