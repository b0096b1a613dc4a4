import { useState } from 'react'
import { createKeptReducer, type KeptReducerOptions } from './kept-reducer.ts'
import { useStore } from './use-store.ts'

/**
 * A component's state as data (./kept-reducer.ts). `start` and `save` are the first render's, as what
 * `start` read from the browser is: a component kept for another account or target is a new one (a key).
 * `dispatch` and `replace` keep their identity for the component's life.
 */
export function useKeptReducer<State, Event>(
  reducer: KeptReducerOptions<State, Event>['reducer'],
  start: () => State,
  save?: KeptReducerOptions<State, Event>['save'],
) {
  const [machine] = useState(() => createKeptReducer({ reducer, initial: start(), save }))
  return { state: useStore(machine), kept: useStore(machine.kept), dispatch: machine.dispatch, replace: machine.replace }
}
