import { useEffect, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import type { WizardMode } from '../form/model'
import type { SendProblem } from './use-submit'

/**
 * What stopped a send (a decline, a failure), said in words. It takes the focus when it appears, so a
 * keyboard or screen-reader user who pressed "Get the quote" hears it; being focused is how it is
 * announced, so it is not also an alert.
 */
export function SendProblemAlert({ problem, mode }: { problem: SendProblem; mode: WizardMode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problem) ref.current?.focus()
  }, [problem])
  if (!problem) return null
  const declined = problem.kind === 'declined'
  return (
    <div ref={ref} tabIndex={-1} className="mb-6" data-testid="send-problem">
      <Alert tone="error" title={declined ? `The carrier cannot offer ${mode === 'quote' ? 'a quote' : 'an indication'} for this business` : `The ${mode} was not sent`}>
        <p>{problem.message}</p>
        <p className="mt-2">
          {declined ? 'Your answers are kept as a draft. If something was entered wrongly, change it and try again.' : 'Your answers are kept. Try again in a moment.'}
        </p>
      </Alert>
    </div>
  )
}
