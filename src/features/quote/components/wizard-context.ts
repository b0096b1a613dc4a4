import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { IssueStore } from '../form/issue-store'
import type { QuoteForm, WizardMode } from '../form/model'

export interface WizardContextValue {
  form: UseFormReturn<QuoteForm>
  issues: IssueStore
  mode: WizardMode
  /** Tells the draft that something changed that no input event announces (a row added or removed). */
  touched: () => void
}

/** Stable for the life of the wizard, so reading it never re-renders a row. */
export const WizardContext = createContext<WizardContextValue | null>(null)

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext)
  if (!value) throw new Error('useWizard is used outside the wizard')
  return value
}

/** The problem of one field; the component re-renders only when that problem changes. */
export function useFieldProblem(path: string) {
  const { issues } = useWizard()
  const subscribe = useCallback((listener: () => void) => issues.subscribePath(path, listener), [issues, path])
  return useSyncExternalStore(subscribe, () => issues.get(path))
}
