import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FormKit } from '@/components/form/form-kit'
import type { IssueStore } from '../form/issue-store'
import type { QuoteForm, WizardMode } from '../form/model'
import type { StepId } from '../form/steps'

export interface WizardContextValue {
  form: UseFormReturn<QuoteForm>
  issues: IssueStore
  mode: WizardMode
  /** Tells the draft that something changed that no input event announces (a row added or removed). */
  touched: () => void
  /** Continue, as the button does, and on past `steps` that have nothing left to ask (the addresses the census just filled). */
  continuePast: (steps: readonly StepId[]) => void
}

/** Stable for the life of the wizard, so reading it never re-renders a row. */
const WizardContext = createContext<WizardContextValue | null>(null)

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext)
  if (!value) throw new Error('useWizard is used outside the wizard')
  return value
}

/**
 * The wizard's parts and the form kit's fields inside it: the fields read their problems from the
 * wizard's issue store (docs/decisions/0007-form-kit-problem-sources.md), and a removed row takes its
 * problems with it while the rows after it keep theirs.
 */
/** The wizard's `<form>` holds only its button; the fields name it (see `formOwner`, ADR 0041). */
export const WIZARD_FORM_ID = 'wizard-form'

export function WizardProvider({ value, children }: { value: WizardContextValue; children: ReactNode }) {
  const { form, issues, touched } = value
  const rowsChanged = useCallback(
    (list: string, removed?: number) => {
      if (removed !== undefined) issues.removeRow(list, removed)
      touched()
    },
    [issues, touched],
  )
  return (
    <WizardContext.Provider value={value}>
      <FormKit form={form} problems={issues} rowsChanged={rowsChanged} formOwner={WIZARD_FORM_ID}>
        {children}
      </FormKit>
    </WizardContext.Provider>
  )
}
