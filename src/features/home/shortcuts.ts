import { createStore } from '@/generic/store'

/** A shortcut to a screen, as the screen's declaration places it on home. */
export interface HomeShortcut {
  to: string
  title: string
  description: string
  order: number
  /** Listed only when the portal talks to the sandbox. */
  sandboxOnly?: boolean
}

/**
 * Every feature's shortcuts, which only the app may gather (src/app/navigation.ts puts them here when the
 * signed-in chrome loads, before a signed-in screen opens). A store rather than an import: home is
 * declared among the screens it lists, so reading the declarations from here would close a cycle.
 */
export const homeShortcuts = createStore<readonly HomeShortcut[]>([])
