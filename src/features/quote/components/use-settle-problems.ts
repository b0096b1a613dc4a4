import { useCallback, useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { localToday } from '@/generic/dates'
import type { IssueStore } from '../form/issue-store'
import type { QuoteForm, WizardMode } from '../form/model'
import type { StepId } from '../form/steps'
import { validateStep } from '../form/validation/validate-step'

/** Short enough to feel immediate, long enough that typing a figure checks the step once, not per key. */
const SETTLE_AFTER_MS = 150

/**
 * A problem shown on a step goes as soon as it stops being true: after each change, while the step
 * shows problems, its checks run again and the store drops what they no longer find (IssueStore's
 * `settleStep`). New problems still wait for Continue (GOV.UK validates on submit). Returns what the
 * form's change handler calls.
 */
export function useSettleProblems({ form, issues, step, mode }: { form: UseFormReturn<QuoteForm>; issues: IssueStore; step: StepId; mode: WizardMode }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The step is read when a change comes, so the callback (in the wizard's context) stays the same for the wizard's life.
  const shown = useRef(step)
  useEffect(() => {
    shown.current = step
    return () => clearTimeout(timer.current)
  }, [step])
  return useCallback(() => {
    const current = shown.current
    if (!issues.showsCheckedProblems(current)) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => issues.settleStep(current, validateStep(current, form.getValues(), { mode, today: localToday() })), SETTLE_AFTER_MS)
  }, [form, issues, mode])
}
