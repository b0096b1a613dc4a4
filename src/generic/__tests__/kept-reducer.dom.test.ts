import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createKeptReducer, useKeptReducer } from '../kept-reducer'

type Event = { type: 'add'; by: number } | { type: 'nothing' }
const counter = (count: number, event: Event) => (event.type === 'add' ? count + event.by : count)

describe('createKeptReducer', () => {
  it('saves each change before anyone hears of it, and says when the browser refused', () => {
    const saved: [number, number][] = []
    let refuse = false
    const machine = createKeptReducer({ reducer: counter, initial: 1, save: (next, before) => saved.push([next, before]) > 0 && !refuse })
    const heard: [number, number[]][] = []
    machine.subscribe(() => heard.push([machine.get(), saved.map(([next]) => next)]))
    machine.dispatch({ type: 'add', by: 2 })
    expect(heard).toEqual([[3, [3]]])
    refuse = true
    machine.dispatch({ type: 'add', by: 1 })
    expect(machine.kept.get()).toBe(false)
    refuse = false
    machine.replace(0)
    expect(saved).toEqual([
      [3, 1],
      [4, 3],
      [0, 4],
    ])
    expect(machine.kept.get()).toBe(true)
  })

  it('neither saves nor tells of an event that changes nothing; keeps nothing without a save', () => {
    const save = vi.fn(() => true)
    const machine = createKeptReducer({ reducer: counter, initial: 1, save })
    const listener = vi.fn()
    machine.subscribe(listener)
    machine.dispatch({ type: 'nothing' })
    expect(save).not.toHaveBeenCalled()
    expect(listener).not.toHaveBeenCalled()
    const unkept = createKeptReducer({ reducer: counter, initial: 1 })
    unkept.dispatch({ type: 'add', by: 1 })
    expect([unkept.get(), unkept.kept.get()]).toEqual([2, true])
  })

  it('writes the state it starts from at once when asked', () => {
    const machine = createKeptReducer({ reducer: counter, initial: 5, save: () => false, saveInitial: true })
    expect(machine.kept.get()).toBe(false)
  })
})

describe('useKeptReducer', () => {
  it('starts once, draws each change, says when the browser refused, and keeps its dispatch', () => {
    const start = vi.fn(() => 10)
    let refuse = false
    const { result, rerender } = renderHook(() => useKeptReducer(counter, start, () => !refuse))
    const { dispatch } = result.current
    act(() => dispatch({ type: 'add', by: 1 }))
    expect(result.current).toMatchObject({ state: 11, kept: true })
    refuse = true
    act(() => dispatch({ type: 'add', by: 1 }))
    expect(result.current).toMatchObject({ state: 12, kept: false })
    rerender()
    expect(result.current.dispatch).toBe(dispatch)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
