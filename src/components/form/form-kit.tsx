import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { FieldProps } from './field'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { hookFormProblems, type FieldProblem, type ProblemSource } from './problems'
import { TypedProblemAnnouncer } from './typed-problem-announcer'

export interface FormKitValue {
  /** The react-hook-form form the fields register with. */
  form: UseFormReturn<FieldValues>
  problems: ProblemSource
  /** A row list added (`removed` undefined) or removed a row: problems that follow rows, drafts that save. */
  rowsChanged?: (list: string, removed?: number) => void
  /**
   * The id of the `<form>` the fields belong to when they are not inside it (their `form` attribute).
   * A long form keeps its fields outside its `<form>` element: every event React dispatches reads a
   * property of each ancestor, and on a `<form>` that read searches its named controls, which React's
   * rewrite of an input's `name` on each update makes Chromium count again (ADR 0041).
   */
  formOwner?: string
}

/** Stable for the life of the form (the provider memoizes it), so reading it never re-renders a row. */
const FormKitContext = createContext<FormKitValue | null>(null)

export function useFormKit(): FormKitValue {
  const value = useContext(FormKitContext)
  if (!value) throw new Error('A form kit field is used outside <FormKit>')
  return value
}

export interface FormKitProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** Where problems come from; react-hook-form's own errors when omitted. */
  problems?: ProblemSource
  rowsChanged?: FormKitValue['rowsChanged']
  formOwner?: string
  children: ReactNode
}

/** Gives the fields inside it their form and their problems, and says a problem that changes as its field is typed in. */
export function FormKit<Values extends FieldValues>({ form, problems, rowsChanged, formOwner, children }: FormKitProps<Values>) {
  const source = useMemo(() => problems ?? hookFormProblems(form), [form, problems])
  const value = useMemo<FormKitValue>(
    () => ({ form: form as unknown as UseFormReturn<FieldValues>, problems: source, rowsChanged, formOwner }),
    [form, source, rowsChanged, formOwner],
  )
  return (
    <FormKitContext.Provider value={value}>
      {children}
      <TypedProblemAnnouncer problems={source} />
    </FormKitContext.Provider>
  )
}

/** Inside a group whose words say its boxes may be left empty ("Leave a box empty for none."). */
const OptionalFieldsContext = createContext(false)

/**
 * A group of boxes that may each stay empty, said once for the group (its hint) rather than "(optional)"
 * after each label: none is required, and a screen reader does not say so (ADR 0145).
 */
export function OptionalFields({ children }: { children: ReactNode }) {
  return <OptionalFieldsContext.Provider value>{children}</OptionalFieldsContext.Provider>
}

/** A bound field's `optional` for its Field: its own, or unmarked in an OptionalFields group. */
export function useOptional(optional: boolean | undefined): FieldProps['optional'] {
  const inOptionalGroup = useContext(OptionalFieldsContext)
  return optional ?? (inOptionalGroup ? 'unmarked' : false)
}

/** The problem of one field; the component re-renders only when that problem changes. */
export function useFieldProblem(path: string): FieldProblem | undefined {
  const { problems } = useFormKit()
  const subscribe = useCallback((listener: () => void) => problems.subscribePath(path, listener), [problems, path])
  return useSyncExternalStore(subscribe, () => problems.get(path))
}
