import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { MemoryRouter } from 'react-router'
import { addDays, localToday } from '@/generic/dates'
import { completeAnswers } from '@/test/quote-answers'
import { createIssueStore, type IssueStore } from '../../form/issue-store'
import type { QuoteForm, WizardMode } from '../../form/model'
import { WizardProvider } from '../wizard-context'

/** The shared complete answers, with an effective date the sandbox (on the real clock) accepts. */
export function answersForToday(): QuoteForm {
  const answers = completeAnswers()
  answers.coverage.effectiveDate = addDays(localToday(), 10)
  return answers
}

export function QueryWrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

export interface Wizardry {
  form: UseFormReturn<QuoteForm>
  issues: IssueStore
}

/** What a step's parts need from the wizard: its form, its problems, its mode, `touched`, and its address (the draft's id: where an import is kept). */
export function InWizard({
  values,
  touched,
  mode = 'quote',
  expose,
  children,
}: {
  values: QuoteForm
  touched: () => void
  mode?: WizardMode
  expose?: (wizardry: Wizardry) => void
  children: ReactNode
}) {
  const form = useForm<QuoteForm>({ defaultValues: values })
  const [issues] = useState(createIssueStore)
  const context = useMemo(() => ({ form, issues, mode, touched, continuePast: () => undefined }), [form, issues, mode, touched])
  expose?.({ form, issues })
  return (
    <MemoryRouter initialEntries={['/quotes/new?draft=harness&step=vehicles']}>
      <QueryWrapper>
        <WizardProvider value={context}>{children}</WizardProvider>
      </QueryWrapper>
    </MemoryRouter>
  )
}
