import type { FieldProblem, ProblemSource } from '@/components/form/problems'
import type { FormIssue } from '@/generic/form-issues'
import { createStore } from '@/generic/store'
import type { WizardFieldError } from './server-errors'
import { stepOfPath, type StepId } from './steps'

/**
 * The wizard's problems, outside react-hook-form and outside React state: keystrokes never touch it,
 * and a change notifies only the fields whose problem changed (plus the summary and step indicator),
 * so a form of hundreds of rows re-renders a handful of components on Continue.
 */

/** A problem the service reported that has no field in the form: shown in the summary, never dropped. */
export type UnplacedWizardFieldError = Omit<WizardFieldError, 'path'>

export interface IssueSnapshot {
  fields: ReadonlyMap<string, FieldProblem>
  loose: readonly UnplacedWizardFieldError[]
}

/** A problem source for the form kit's fields (docs/decisions/0007-form-kit-problem-sources.md), and more. */
export interface IssueStore extends ProblemSource {
  snapshot(): IssueSnapshot
  /** Replaces the problems of one step with what its Continue found. */
  replaceStep(step: StepId, issues: readonly FormIssue[]): void
  /** Replaces everything with what the service said. */
  replaceAll(issues: readonly WizardFieldError[]): void
  /** Replaces everything with what checking every step found: the service's problems go, even those the form has no field for. */
  replaceAllChecked(issues: readonly FormIssue[]): void
  /**
   * After a change, with what the step's checks find now: each problem shown on the step that they no
   * longer find goes, one they still find keeps its place with today's wording, and nothing new is shown
   * (that waits for Continue). The service's problems stay: only the service can say they stopped being true.
   */
  settleStep(step: StepId, issues: readonly FormIssue[]): void
  /** Whether the step shows a problem that its checks can take back (not one of the service's). */
  showsCheckedProblems(step: StepId): boolean
  /** A row was removed from a list (`vehicles`): its problems go, and those of the rows after it move up one. */
  removeRow(list: string, index: number): void
  subscribe(listener: () => void): () => void
}

/**
 * Where a path is once row `index` of `list` is removed: `list.index...` is gone (null), a later row's
 * path moves up one, anything else stays. The service's list paths have the form's list names, so
 * this serves its loose paths (`drivers.2.unknownField`) too.
 */
function pathAfterRemoval(path: string, list: string, index: number): string | null {
  const [head, row, ...rest] = path.split('.')
  if (head !== list || row === undefined || !/^\d+$/.test(row)) return path
  const at = Number(row)
  if (at === index) return null
  return at > index ? [head, String(at - 1), ...rest].join('.') : path
}

export function createIssueStore(): IssueStore {
  let fields = new Map<string, FieldProblem>()
  let loose: UnplacedWizardFieldError[] = []
  // The service's field problems, by identity: a removed row's move keeps the object, so the mark follows it.
  const fromService = new WeakSet<FieldProblem>()
  const snapshot = createStore<IssueSnapshot>({ fields, loose })
  // Per path, so that a field hears only of its own problem; createStore has one value for all.
  const pathListeners = new Map<string, Set<() => void>>()

  // The steps that show a problem their checks can take back, found once a change is committed: each
  // key typed asks (`showsCheckedProblems`), and the problems may be hundreds, on rows of another step.
  let checkedSteps = new Set<StepId>()

  function commit(nextFields: Map<string, FieldProblem>, nextLoose: UnplacedWizardFieldError[]) {
    const changed = new Set(
      [...fields.keys(), ...nextFields.keys()].filter(
        (path) => fields.get(path)?.message !== nextFields.get(path)?.message || fields.get(path)?.warning !== nextFields.get(path)?.warning,
      ),
    )
    fields = nextFields
    loose = nextLoose
    checkedSteps = new Set()
    for (const [path, problem] of fields) {
      const step = stepOfPath(path)
      if (step && !fromService.has(problem)) checkedSteps.add(step)
    }
    for (const path of changed) pathListeners.get(path)?.forEach((listener) => listener())
    snapshot.set({ fields, loose })
  }

  const add = (map: Map<string, FieldProblem>, path: string, problem: FieldProblem) => {
    const existing = map.get(path)
    map.set(path, existing ? { message: `${existing.message.replace(/\.$/, '')}. ${problem.message}`, warning: existing.warning && problem.warning } : problem)
  }

  return {
    get: (path) => fields.get(path),
    snapshot: snapshot.get,
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
      const nextLoose: UnplacedWizardFieldError[] = []
      for (const { path, wirePath, message, step } of issues) {
        if (path) add(next, path, { message })
        else nextLoose.push({ wirePath, message, step })
      }
      for (const problem of next.values()) fromService.add(problem)
      commit(next, nextLoose)
    },
    replaceAllChecked(issues) {
      const next = new Map<string, FieldProblem>()
      for (const { path, message, warning } of issues) add(next, path, { message, warning })
      commit(next, [])
    },
    settleStep(step, issues) {
      const found = new Map<string, FieldProblem>()
      for (const { path, message, warning } of issues) add(found, path, { message, warning })
      const next = new Map<string, FieldProblem>()
      for (const [path, problem] of fields) {
        const now = found.get(path)
        if (stepOfPath(path) !== step || fromService.has(problem)) next.set(path, problem)
        else if (now) next.set(path, now.message === problem.message && now.warning === problem.warning ? problem : now)
      }
      commit(next, loose)
    },
    showsCheckedProblems: (step) => checkedSteps.has(step),
    removeRow(list, index) {
      const next = new Map<string, FieldProblem>()
      for (const [path, problem] of fields) {
        const moved = pathAfterRemoval(path, list, index)
        if (moved !== null) next.set(moved, problem)
      }
      const nextLoose = loose.flatMap((problem) => {
        const moved = pathAfterRemoval(problem.wirePath, list, index)
        return moved === null ? [] : [{ ...problem, wirePath: moved }]
      })
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
    paths: () => fields.keys(),
    subscribe: snapshot.subscribe,
  }
}
