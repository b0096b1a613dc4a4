import { Link } from 'react-router'
import { PhraseText } from '@/components/ui/free-text'
import type { StepDefinition, StepId } from '../../form/steps'
import { useWizard } from '../wizard-context'
import { answersOf, changeLinkName } from './answers'
import { SetTermsNotice } from './set-terms'
import { NotCarried } from '../carried-notice'

/** GOV.UK "check your answers": every step's answers with a Change link that comes back here. */
export function CheckAnswers({
  steps,
  changeHref,
  carriedFrom,
}: {
  steps: readonly StepDefinition[]
  changeHref: (step: StepId) => string
  /** The indication a quote was carried from: what stayed behind is said beside the terms the service sets (issue 39). */
  carriedFrom: string | null
}) {
  const { form, mode } = useWizard()
  const values = form.getValues()
  return (
    <div className="flex flex-col gap-8">
      {steps
        .filter((step) => step.id !== 'check')
        .map((step) => (
          <section key={step.id} aria-labelledby={`check-${step.id}`}>
            <h2 id={`check-${step.id}`} className="mb-2 text-xl font-bold">
              {step.label}
            </h2>
            <dl className="divide-y divide-slate-300 border-y border-slate-300">
              {answersOf(step.id, values, mode).map((answer) => (
                <div key={`${answer.key}-${answer.field}`} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr_auto] sm:gap-4">
                  <dt className="font-semibold text-slate-900">{answer.key}</dt>
                  <dd className="text-slate-900">
                    {answer.value.map((line, index) => (
                      <span key={index} className="block">
                        <PhraseText phrase={line} />
                      </span>
                    ))}
                  </dd>
                  <dd>
                    <Link to={changeHref(step.id)} state={{ focus: answer.field }}>
                      Change<span className="sr-only"> {changeLinkName(answer.key)}</span>
                    </Link>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      <SetTermsNotice values={values} mode={mode} />
      {carriedFrom && <NotCarried from={carriedFrom} values={values} />}
    </div>
  )
}
