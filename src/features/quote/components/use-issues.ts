import { useSyncExternalStore } from 'react'
import type { IssueSnapshot } from '../form/issue-store'
import { stepOfPath, type StepId } from '../form/steps'
import { useWizard } from './wizard-context'

/** Every problem in the wizard; components using it re-render when the problems change, not on typing. */
export function useIssueSnapshot(): IssueSnapshot {
  const { issues } = useWizard()
  return useSyncExternalStore(issues.subscribe, issues.snapshot)
}

export function stepsWithProblems(snapshot: IssueSnapshot): Set<StepId> {
  const steps = new Set<StepId>()
  for (const path of snapshot.fields.keys()) {
    const step = stepOfPath(path)
    if (step) steps.add(step)
  }
  for (const problem of snapshot.loose) if (problem.step) steps.add(problem.step)
  return steps
}
