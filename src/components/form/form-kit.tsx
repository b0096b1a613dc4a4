import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { hookFormProblems, type FieldProblem, type ProblemSource } from './problems'

export interface FormKitValue {
  /** The react-hook-form form the fields register with. */
  form: UseFormReturn<FieldValues>
  problems: ProblemSource
  /** A row list added (`removed` undefined) or removed a row: problems that follow rows, drafts that save. */
  rowsChanged?: (list: string, removed?: number) => void
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
  children: ReactNode
}

/** Gives the fields inside it their form and their problems. */
export function FormKit<Values extends FieldValues>({ form, problems, rowsChanged, children }: FormKitProps<Values>) {
  const source = useMemo(() => problems ?? hookFormProblems(form), [form, problems])
  const value = useMemo<FormKitValue>(() => ({ form: form as unknown as UseFormReturn<FieldValues>, problems: source, rowsChanged }), [form, source, rowsChanged])
  return <FormKitContext.Provider value={value}>{children}</FormKitContext.Provider>
}

/** The problem of one field; the component re-renders only when that problem changes. */
export function useFieldProblem(path: string): FieldProblem | undefined {
  const { problems } = useFormKit()
  const subscribe = useCallback((listener: () => void) => problems.subscribePath(path, listener), [problems, path])
  return useSyncExternalStore(subscribe, () => problems.get(path))
}
