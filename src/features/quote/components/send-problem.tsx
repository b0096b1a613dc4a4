import { useEffect, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import type { WizardMode } from '../form/model'
import { lookBeforeSendingAgain } from '../send-words'
import type { SendProblem } from './wizard-state'

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
  const thing = mode === 'quote' ? 'quote' : 'indication'
  const { title, advice } = {
    declined: {
      title: `The carrier cannot offer ${mode === 'quote' ? 'a quote' : 'an indication'} for this business`,
      advice: 'Your answers are kept as a draft. If something was entered wrongly, change it and try again.',
    },
    failed: { title: `The ${thing} was not sent`, advice: 'Your answers are kept. Try again in a moment.' },
    unconfirmed: {
      title: `The service did not confirm the ${thing}`,
      advice: `It may have been made all the same. Your answers are kept. ${lookBeforeSendingAgain(mode)}`,
    },
  }[problem.kind]
  return (
    <div ref={ref} tabIndex={-1} className="mb-6" data-testid="send-problem">
      <Alert tone="error" title={title}>
        <p>
          <FreeText>{problem.message}</FreeText>
        </p>
        <p className="mt-2">{advice}</p>
      </Alert>
    </div>
  )
}
