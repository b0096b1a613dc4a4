import { Stepper } from '@/components/ui/stepper'
import type { StepDefinition, StepId } from '../form/steps'
import { stepsWithProblems, useIssueSnapshot } from './use-issues'

export interface WizardStepperProps {
  label: string
  steps: readonly StepDefinition[]
  current: StepId
  reached: StepId
  hrefOf: (step: StepId) => string
}

/** The step indicator: steps up to the furthest one reached are links; steps with problems say so. */
export function WizardStepper({ label, steps, current, reached, hrefOf }: WizardStepperProps) {
  const problems = stepsWithProblems(useIssueSnapshot())
  const reachedIndex = Math.max(
    steps.findIndex((step) => step.id === reached),
    steps.findIndex((step) => step.id === current),
  )
  return (
    <Stepper
      label={label}
      steps={steps.map((step, index) => ({
        id: step.id,
        label: step.label,
        href: index <= reachedIndex ? hrefOf(step.id) : undefined,
        status: step.id === current ? 'current' : index < reachedIndex ? 'done' : index === reachedIndex ? 'started' : 'todo',
        hasProblem: problems.has(step.id),
      }))}
    />
  )
}
