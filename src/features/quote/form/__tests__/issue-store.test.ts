import { describe, expect, it, vi } from 'vitest'
import { createIssueStore } from '../issue-store'
import { stepOfPath } from '../steps'

// Passed through, and counted: which problems a question about the store looks at.
vi.mock('../steps', async (original) => {
  const steps = await original<typeof import('../steps')>()
  return { ...steps, stepOfPath: vi.fn(steps.stepOfPath) }
})

describe('the issue store', () => {
  it('replaces one step at a time and tells only the fields whose problem changed', () => {
    const store = createIssueStore()
    const vin = vi.fn()
    const make = vi.fn()
    const summary = vi.fn()
    store.subscribePath('vehicles.0.vin', vin)
    store.subscribePath('vehicles.0.make', make)
    store.subscribe(summary)

    store.replaceStep('vehicles', [{ path: 'vehicles.0.vin', message: 'Enter the VIN' }])
    store.replaceStep('drivers', [{ path: 'drivers.0.firstName', message: 'Enter the first name' }])
    expect(vin).toHaveBeenCalledTimes(1)
    expect(make).not.toHaveBeenCalled()
    expect(summary).toHaveBeenCalledTimes(2)
    expect([...store.snapshot().fields.keys()]).toEqual(['vehicles.0.vin', 'drivers.0.firstName'])

    store.replaceStep('vehicles', [])
    expect(store.get('vehicles.0.vin')).toBeUndefined()
    expect(store.get('drivers.0.firstName')).toEqual({ message: 'Enter the first name', warning: undefined })
  })

  it('keeps every server message: two on one field joined, one without a field listed loose', () => {
    const store = createIssueStore()
    store.replaceAll([
      { wirePath: 'vehicles.0.vin', message: 'This VIN is on another policy.', step: 'vehicles', path: 'vehicles.0.vin' },
      { wirePath: 'vehicles.0.vin', message: 'Check the VIN', step: 'vehicles', path: 'vehicles.0.vin' },
      { wirePath: 'somethingUnknown', message: 'Refused', step: null, path: null },
      { wirePath: 'vehicles.0.color', message: 'Not a colour', step: 'vehicles', path: null },
    ])
    expect(store.get('vehicles.0.vin')?.message).toBe('This VIN is on another policy. Check the VIN')
    expect(store.snapshot().loose).toEqual([
      { wirePath: 'somethingUnknown', message: 'Refused', step: null },
      { wirePath: 'vehicles.0.color', message: 'Not a colour', step: 'vehicles' },
    ])
    store.replaceStep('vehicles', [])
    expect(store.snapshot().loose).toEqual([{ wirePath: 'somethingUnknown', message: 'Refused', step: null }])
  })
})

describe('removing a row', () => {
  it('drops the row’s problems and moves those of later rows up, the service’s loose ones too', () => {
    const store = createIssueStore()
    store.replaceAll([
      { wirePath: 'drivers.0.licenseNumber', message: 'Not on file', step: 'drivers', path: 'drivers.0.licenseNumber' },
      { wirePath: 'drivers.1.dateOfBirth', message: 'Too young', step: 'drivers', path: 'drivers.1.dateOfBirth' },
      { wirePath: 'drivers.2.licenseNumber', message: 'Suspended', step: 'drivers', path: 'drivers.2.licenseNumber' },
      { wirePath: 'drivers.2.nickname', message: 'Unknown field', step: 'drivers', path: null },
      { wirePath: 'drivers.1.nickname', message: 'Also unknown', step: 'drivers', path: null },
      { wirePath: 'vehicles.1.vin', message: 'On another policy', step: 'vehicles', path: 'vehicles.1.vin' },
      { wirePath: 'drivers', message: 'Too many drivers', step: 'drivers', path: 'drivers' },
    ])
    const movedUp = vi.fn()
    store.subscribePath('drivers.1.licenseNumber', movedUp)

    store.removeRow('drivers', 1)
    expect([...store.snapshot().fields]).toEqual([
      ['drivers.0.licenseNumber', { message: 'Not on file' }],
      ['drivers.1.licenseNumber', { message: 'Suspended' }],
      ['vehicles.1.vin', { message: 'On another policy' }],
      ['drivers', { message: 'Too many drivers' }],
    ])
    expect(store.snapshot().loose).toEqual([{ wirePath: 'drivers.1.nickname', message: 'Unknown field', step: 'drivers' }])
    expect(movedUp).toHaveBeenCalledTimes(1)
  })
})

describe('checking every step before a send', () => {
  it('replaces every problem, and the service’s problems without a field go too', () => {
    const store = createIssueStore()
    store.replaceAll([
      { wirePath: 'somethingUnknown', message: 'Refused', step: null, path: null },
      { wirePath: 'vehicles.0.vin', message: 'On another policy', step: 'vehicles', path: 'vehicles.0.vin' },
    ])
    store.replaceAllChecked([{ path: 'drivers.0.firstName', message: 'Enter the first name' }])
    expect([...store.snapshot().fields.keys()]).toEqual(['drivers.0.firstName'])
    expect(store.snapshot().loose).toEqual([])
  })
})

describe('settling a step after a change', () => {
  it('drops what the checks no longer find, rewords what they still find, and shows nothing new', () => {
    const store = createIssueStore()
    store.replaceStep('radius', [{ path: 'radius', message: 'The radius percentages must add up to 100; they add up to 90' }])
    store.replaceStep('vehicles', [{ path: 'vehicles.0.vin', message: 'Enter the VIN' }])
    const radius = vi.fn()
    store.subscribePath('radius', radius)
    expect(store.showsCheckedProblems('radius')).toBe(true)

    store.settleStep('radius', [
      { path: 'radius', message: 'The radius percentages must add up to 100; they add up to 95' },
      { path: 'radius.upTo50', message: 'New' },
    ])
    expect(store.get('radius')?.message).toBe('The radius percentages must add up to 100; they add up to 95')
    expect(store.get('radius.upTo50')).toBeUndefined()

    store.settleStep('radius', [])
    expect(store.get('radius')).toBeUndefined()
    expect(radius).toHaveBeenCalledTimes(2)
    expect(store.showsCheckedProblems('radius')).toBe(false)
    expect(store.get('vehicles.0.vin')?.message).toBe('Enter the VIN')
  })

  it('keeps the service’s problems, which only the service can take back, wherever their row moves', () => {
    const store = createIssueStore()
    store.replaceAll([
      { wirePath: 'drivers.0.licenseNumber', message: 'Not on file', step: 'drivers', path: 'drivers.0.licenseNumber' },
      { wirePath: 'drivers.1.licenseNumber', message: 'Suspended', step: 'drivers', path: 'drivers.1.licenseNumber' },
    ])
    store.removeRow('drivers', 0)
    expect(store.showsCheckedProblems('drivers')).toBe(false)
    store.settleStep('drivers', [])
    expect(store.get('drivers.0.licenseNumber')?.message).toBe('Suspended')
  })

  it('answers whether a step shows problems without looking at them: each key typed asks (ADR 0107)', () => {
    const store = createIssueStore()
    store.replaceAllChecked(Array.from({ length: 800 }, (_, row) => ({ path: `drivers.${row}.licenseNumber`, message: 'Enter the CDL number' })))
    vi.mocked(stepOfPath).mockClear()
    expect(store.showsCheckedProblems('vehicles')).toBe(false)
    expect(store.showsCheckedProblems('drivers')).toBe(true)
    expect(stepOfPath).not.toHaveBeenCalled()
  })
})
