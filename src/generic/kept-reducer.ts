import { useState } from 'react'
import { createStore, type Store } from './store.ts'

/**
 * State as data, hosted one way (docs/decisions/0154-one-host-for-state-as-data.md): a pure reducer,
 * the state it starts from (new, or restored from what the browser kept), and a save of each change at
 * the moment of its event rather than after the next render: a reload finds what the last event left, and
 * a request an event marked as sent is in the browser before it leaves. The batch runner hosts its machine
 * outside any component (`createKeptReducer`); `useKeptReducer` hosts one in a component. One module, so
 * that the screens that share it load one small chunk.
 */
export interface KeptReducerOptions<State, Event> {
  reducer: (state: State, event: Event) => State
  initial: State
  /** Writes what the browser keeps of a change; false when the browser refused (storage full or turned off). Without it, nothing is kept. */
  save?: (next: State, before: State) => boolean
  /** Writes the state it starts from at once too: a batch prepared and not sent yet survives a reload, and a browser that refuses says so now. */
  saveInitial?: boolean
}

export interface KeptReducer<State, Event> {
  get(): State
  subscribe(listener: () => void): () => void
  /** An event that changes nothing is neither saved nor heard. */
  dispatch(event: Event): void
  /** Starts over from another state (a new batch, or none), saved like a change. */
  replace(next: State): void
  /** False when the browser refused to keep the last change: a reload would lose it. */
  kept: Store<boolean>
}

export function createKeptReducer<State, Event>({ reducer, initial, save, saveInitial = false }: KeptReducerOptions<State, Event>): KeptReducer<State, Event> {
  const state = createStore(initial)
  const kept = createStore(saveInitial && save ? save(initial, initial) : true)
  function replace(next: State): void {
    const before = state.get()
    if (save) kept.set(save(next, before))
    state.set(next)
  }
  return {
    get: state.get,
    subscribe: state.subscribe,
    dispatch(event) {
      const next = reducer(state.get(), event)
      if (!Object.is(next, state.get())) replace(next)
    },
    replace,
    kept,
  }
}

/**
 * A component's state as data. `start` and `save` are the first render's, as what `start` read from
 * the browser is: a component kept for another account or target is a new one (a key). `dispatch` and
 * `replace` keep their identity for the component's life.
 */
export function useKeptReducer<State, Event>(
  reducer: KeptReducerOptions<State, Event>['reducer'],
  start: () => State,
  save?: KeptReducerOptions<State, Event>['save'],
) {
  const [machine] = useState(() => createKeptReducer({ reducer, initial: start(), save }))
  const [state, setState] = useState(machine.get)
  const [kept, setKept] = useState(machine.kept.get)
  // Drawn as a `setState` of the event's caller draws, not at once as a store's listener would: an answer
  // that comes as the page unloads must not draw, and so send, the next line before the page is gone.
  const [moves] = useState(() => {
    const draw = () => {
      setState(machine.get())
      setKept(machine.kept.get())
    }
    return {
      dispatch(event: Event) {
        machine.dispatch(event)
        draw()
      },
      replace(next: State) {
        machine.replace(next)
        draw()
      },
    }
  })
  return { state, kept, ...moves }
}
