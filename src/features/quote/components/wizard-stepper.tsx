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

/**
 * The step indicator: steps up to the furthest one reached are links; steps with problems say so. On a
 * phone it folds into one line ("Step 5 of 12: Radius") that opens to the list, so the page's own
 * question is on the first screen rather than below fourteen steps.
 */
export function WizardStepper({ label, steps, current, reached, hrefOf }: WizardStepperProps) {
  const problems = stepsWithProblems(useIssueSnapshot())
  const reachedIndex = Math.max(
    steps.findIndex((step) => step.id === reached),
    steps.findIndex((step) => step.id === current),
  )
  const currentIndex = steps.findIndex((step) => step.id === current)
  const stepper = (
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
  return (
    <>
      <details className="rounded-md border border-slate-300 bg-white lg:hidden">
        <summary className="min-h-11 cursor-pointer px-3 py-2 font-semibold">
          Step {currentIndex + 1} of {steps.length}: {steps[currentIndex]?.label}
          <span className="font-normal text-slate-700">{problems.size > 0 ? ' · steps with problems are marked' : ' · all steps'}</span>
        </summary>
        <div className="px-1 pb-2">{stepper}</div>
      </details>
      <div className="hidden lg:block">{stepper}</div>
    </>
  )
}
