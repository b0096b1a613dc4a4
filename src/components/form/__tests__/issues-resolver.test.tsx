import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { issuesResolver } from '../issues-resolver'
import { hookFormProblems } from '../problems'

interface Unit {
  vehicle: { vin: string; year: number | null }
}

const resolver = issuesResolver<Unit>(({ vehicle }) => [
  ...(vehicle.year === null
    ? [
        { path: 'vehicle.year', message: 'Enter the model year' },
        { path: 'vehicle.year', message: 'A second message' },
      ]
    : []),
  ...(vehicle.vin === '1XKYD49X8LJ123456' ? [{ path: 'vehicle.vin', message: 'The check digit does not match', warning: true }] : []),
])

describe('issuesResolver', () => {
  it('gives react-hook-form nested errors, the first message of a path, and a warning as its own type', async () => {
    const { result } = renderHook(() => useForm<Unit>({ resolver, defaultValues: { vehicle: { vin: '1XKYD49X8LJ123456', year: null } } }))
    await act(() => result.current.trigger())
    expect(result.current.getFieldState('vehicle.year').error?.message).toBe('Enter the model year')
    expect(result.current.getFieldState('vehicle.vin').error).toMatchObject({ type: 'warning', message: 'The check digit does not match' })
    const problems = hookFormProblems(result.current)
    expect(problems.get('vehicle.vin')).toEqual({ message: 'The check digit does not match', warning: true })
    expect(problems.get('vehicle.year')).toEqual({ message: 'Enter the model year' })
  })

  it('passes the values on when there is no issue', async () => {
    const { result } = renderHook(() => useForm<Unit>({ resolver, defaultValues: { vehicle: { vin: '', year: 2020 } } }))
    expect(await act(() => result.current.trigger())).toBe(true)
  })
})
