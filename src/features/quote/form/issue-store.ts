import type { FormIssue } from './issues'
import type { ServerIssue } from './server-errors'
import { stepOfPath, type StepId } from './steps'

/**
 * The wizard's problems, outside react-hook-form and outside React state: keystrokes never touch it,
 * and a change notifies only the fields whose problem changed (plus the summary and step indicator),
 * so a form of hundreds of rows re-renders a handful of components on Continue.
 */

export interface FieldProblem {
  message: string
  warning?: boolean
}

/** A problem the service reported that has no field in the form: shown in the summary, never dropped. */
export interface LooseProblem {
  wirePath: string
  message: string
  step: StepId | null
}

export interface IssueSnapshot {
  fields: ReadonlyMap<string, FieldProblem>
  loose: readonly LooseProblem[]
}

export interface IssueStore {
  get(path: string): FieldProblem | undefined
  snapshot(): IssueSnapshot
  /** Replaces the problems of one step with what its Continue found. */
  replaceStep(step: StepId, issues: readonly FormIssue[]): void
  /** Replaces everything with what the service said. */
  replaceAll(issues: readonly ServerIssue[]): void
  subscribePath(path: string, listener: () => void): () => void
  subscribe(listener: () => void): () => void
}

export function createIssueStore(): IssueStore {
  let fields = new Map<string, FieldProblem>()
  let loose: LooseProblem[] = []
  let snapshot: IssueSnapshot = { fields, loose }
  const pathListeners = new Map<string, Set<() => void>>()
  const listeners = new Set<() => void>()

  function commit(nextFields: Map<string, FieldProblem>, nextLoose: LooseProblem[]) {
    const changed = new Set([...fields.keys(), ...nextFields.keys()].filter((path) => fields.get(path)?.message !== nextFields.get(path)?.message || fields.get(path)?.warning !== nextFields.get(path)?.warning))
    fields = nextFields
    loose = nextLoose
    snapshot = { fields, loose }
    for (const path of changed) pathListeners.get(path)?.forEach((listener) => listener())
    listeners.forEach((listener) => listener())
  }

  const add = (map: Map<string, FieldProblem>, path: string, problem: FieldProblem) => {
    const existing = map.get(path)
    map.set(path, existing ? { message: `${existing.message.replace(/\.$/, '')}. ${problem.message}`, warning: existing.warning && problem.warning } : problem)
  }

  return {
    get: (path) => fields.get(path),
    snapshot: () => snapshot,
    replaceStep(step, issues) {
      const next = new Map([...fields].filter(([path]) => stepOfPath(path) !== step))
      for (const { path, message, warning } of issues) add(next, path, { message, warning })
      commit(
        next,
        loose.filter((problem) => problem.step !== step),
      )
    },
    replaceAll(issues) {
      const next = new Map<string, FieldProblem>()
      const nextLoose: LooseProblem[] = []
      for (const { path, wirePath, message, step } of issues) {
        if (path) add(next, path, { message })
        else nextLoose.push({ wirePath, message, step })
      }
      commit(next, nextLoose)
    },
    subscribePath(path, listener) {
      const set = pathListeners.get(path) ?? new Set()
      pathListeners.set(path, set)
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) pathListeners.delete(path)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
