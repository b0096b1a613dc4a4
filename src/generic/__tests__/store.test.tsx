import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createStore, type Store } from '../store'
import { useStore } from '../use-store'

describe('createStore', () => {
  it('gives its value and tells each listener of a new one, until it unsubscribes', () => {
    const store = createStore(1)
    const first = vi.fn()
    const second = vi.fn()
    const unsubscribe = store.subscribe(first)
    store.subscribe(second)
    store.set(2)
    expect(store.get()).toBe(2)
    unsubscribe()
    store.set(3)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('stays quiet when set to the value it holds', () => {
    const value = { count: 1 }
    const store = createStore(value)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(value)
    expect(listener).not.toHaveBeenCalled()
    store.set({ count: 1 })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('useStore', () => {
  function Count({ store }: { store: Store<number> }) {
    return <p>Count {useStore(store)}</p>
  }

  it('re-renders the component when the value changes', () => {
    const store = createStore(0)
    render(<Count store={store} />)
    expect(screen.getByText('Count 0')).toBeInTheDocument()
    act(() => store.set(5))
    expect(screen.getByText('Count 5')).toBeInTheDocument()
  })
})
