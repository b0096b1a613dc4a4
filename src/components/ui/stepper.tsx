import { Link } from 'react-router'

export interface StepperStep {
  id: string
  label: string
  /** Where the step is; without it the step is not reachable yet and shows as text. */
  href?: string
  /** `started`: reached before but left unfinished (the furthest step, when the person went back). */
  status: 'done' | 'current' | 'started' | 'todo'
  hasProblem?: boolean
}

const MARKS = {
  done: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-900 bg-white text-brand-900 ring-2 ring-brand-900',
  started: 'border-brand-700 bg-white text-brand-800',
  todo: 'border-slate-400 bg-white text-slate-700',
} as const

// The current step says so through `aria-current="step"` alone: words as well were read out twice ("current step, current step").
const STATUS_TEXT = { done: ', completed', current: '', started: ', in progress', todo: ', not started' } as const

/**
 * Where a person is in a multi-page form: an ordered list a screen reader reads as "list, 14 items",
 * with the current step marked `aria-current="step"` and each other step's state in words, not only colour.
 */
export function Stepper({ label, steps }: { label: string; steps: StepperStep[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-col gap-1">
        {steps.map((step, index) => {
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${step.hasProblem ? 'border-red-700 bg-red-700 text-white' : MARKS[step.status]}`}
              >
                {step.hasProblem ? '!' : step.status === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {step.label}
                {/* Heard, not seen; inline, so no space comes before its comma ("Insured, completed"): sr-only is a block. */}
                <span className="text-[0px]">{step.hasProblem ? ', has a problem' : STATUS_TEXT[step.status]}</span>
              </span>
            </>
          )
          const className = `flex min-h-11 items-center gap-3 rounded-md px-2 py-1 ${step.status === 'current' ? 'bg-brand-50 font-bold text-slate-900' : 'text-slate-800'}`
          return (
            <li key={step.id}>
              {step.href && step.status !== 'current' ? (
                <Link to={step.href} className={`${className} no-underline hover:bg-slate-100`}>
                  {content}
                </Link>
              ) : (
                <span className={className} aria-current={step.status === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
