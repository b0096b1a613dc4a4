import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { PhraseText } from '@/components/ui/free-text'
import { countOf, type Phrase, phraseText } from '@/generic/text'
import { addRevealer, focusElement } from './focus-field'
import { useFieldProblem, useFormKit } from './form-kit'
import { rowIndexOf, rowProblemCounter } from './row-problem-counts'
import { MessageText } from '@/components/ui/id'

export interface RowProps {
  index: number
  onRemove: (index: number) => void
}

/** How a row of a long list reads as one line: "Vehicle 12 · 1FUJGLDR5CLBP8834 · 2019 Freightliner · $85,000". */
export interface RowSummary<Row> {
  /** What one row is ("Vehicle"): the line starts "Vehicle 12" and its button is "Edit vehicle 12". */
  noun: string
  /** The row's answers that tell it apart (empty answers left out), what the person typed marked as supplied. */
  describe: (row: Row) => Phrase
}

/**
 * Lists longer than this show their rows as one-line summaries with only the open row's fields
 * mounted (ADR 0042): a fleet of 10 is typed row by row as before; an imported fleet of 250 draws 250
 * lines, not 6,000 boxes.
 */
export const SUMMARIES_ABOVE = 10

export interface RowListProps<Values extends FieldValues, Name extends ArrayPath<Values>> {
  name: Name
  /** The list's name as a group ("Vehicles"): the error summary's link for the list's own problem lands on it. */
  label: string
  /** A memoized row: it re-renders only when its index changes, never for another row's typing. */
  Row: ComponentType<RowProps>
  newRow: () => FieldArray<Values, Name>
  addLabel: { first: string; more: string }
  /** Shown while the list is empty. */
  empty: ReactNode
  max?: number
  /** Given, a list longer than SUMMARIES_ABOVE shows its rows as summaries, one open at a time. */
  summary?: RowSummary<FieldArray<Values, Name>>
}

/** Which row is open (by react-hook-form's row id, so a removal above it keeps it open) and what to focus once it is drawn. */
interface Opened {
  /** The open row's id; with `index` instead, the row at that index once it exists (a row just added). */
  id?: string
  index?: number
  /** An id to focus after the change; without it an opened row focuses its first box. */
  focus?: string
}

const editButtonId = (name: string, index: number) => `${name}-edit-${index}`

/** The open row of a list of summaries can be closed from inside its frame. */
const OpenRowContext = createContext<{ close: () => void } | null>(null)

/** A list of repeated rows (GOV.UK "add another"): add, remove, and the list's own problem. */
export function RowList<Values extends FieldValues, Name extends ArrayPath<Values>>({
  name,
  label,
  Row,
  newRow,
  addLabel,
  empty,
  max,
  summary,
}: RowListProps<Values, Name>) {
  const { form, problems: source, rowsChanged } = useFormKit()
  const { fields, append, remove } = useFieldArray<Values, Name>({ control: form.control as unknown as Control<Values>, name })
  const problem = useFieldProblem(name)
  const summarized = summary !== undefined && fields.length > SUMMARIES_ABOVE
  const [opened, setOpened] = useState<Opened>({})
  const openId = opened.id ?? (opened.index === undefined ? undefined : fields[opened.index]?.id)
  const addId = `${name}-add`

  // Read by callbacks that must stay the same while rows are typed into.
  const latest = useRef({ fields, openId, summarized })
  useEffect(() => {
    latest.current = { fields, openId, summarized }
  })

  const onRemove = useCallback(
    (index: number) => {
      const { fields: rows, openId: open, summarized: long } = latest.current
      const removedOpen = rows[index]?.id === open
      remove(index)
      // The form's owner moves the problems of the rows after it up, so "Vehicle 3: Enter the VIN" stays on its vehicle.
      rowsChanged?.(name, index)
      // The removed row had the focus: in a list of summaries the row that takes its place (or the add
      // button after the last), else the add button, once React has drawn the list again.
      const next = long && index < rows.length - 1 ? editButtonId(name, index) : addId
      if (long) setOpened(removedOpen ? { focus: next } : { id: open, focus: next })
      else setTimeout(() => document.getElementById(addId)?.focus())
    },
    [remove, rowsChanged, name, addId],
  )
  const onOpen = useCallback((index: number) => setOpened({ id: latest.current.fields[index]?.id }), [])
  const closeControls = useMemo(
    () => ({
      close: () => {
        const index = latest.current.fields.findIndex((field) => field.id === latest.current.openId)
        setOpened({ focus: editButtonId(name, index) })
      },
    }),
    [name],
  )

  // An error summary's link (or a Change link) to a field of a closed row opens the row and focuses the field.
  useEffect(
    () =>
      addRevealer((fieldId) => {
        const index = rowIndexOf(name, fieldId)
        const row = index === null ? undefined : latest.current.fields[index]
        if (!latest.current.summarized || !row) return false
        setOpened({ id: row.id, focus: fieldId })
        return true
      }),
    [name],
  )

  // After a row opened or closed: the field asked for, else the opened row's first box.
  const openRow = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (opened.focus && focusElement(opened.focus)) return
    if (opened.id) openRow.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
    // A removal left the list short enough to show every row: no summary to land on.
    else if (opened.focus) focusElement(addId)
  }, [opened, addId])

  const counter = useMemo(() => rowProblemCounter(source, name), [source, name])
  const problemCounts = useSyncExternalStore(summarized ? source.subscribe : noSubscription, counter)
  const openIndex = summarized ? fields.findIndex((field) => field.id === openId) : -1
  // The open row sits between two lists of summaries, not among them, and each list contains its layout:
  // a key typed re-lays out the open row and its few ancestors, never the 249 lines (ADRs 0042, 0048).
  const summaries = (from: number, to: number) =>
    from < to && (
      <ol start={from + 1} className="flex flex-col gap-2 [contain:layout]">
        {fields.slice(from, to).map((field, offset) => (
          <li key={field.id}>
            <ClosedRow
              list={name}
              index={from + offset}
              summary={summary as RowSummary<unknown>}
              problems={problemCounts.get(from + offset) ?? 0}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ol>
    )

  return (
    <div
      id={name}
      role="group"
      aria-label={label}
      tabIndex={-1}
      aria-describedby={problem ? `${name}-error` : undefined}
      className={`flex flex-col gap-6 ${problem ? 'border-l-4 border-red-700 pl-3' : ''}`}
    >
      {problem && (
        <p id={`${name}-error`} className="font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          <MessageText>{problem.message}</MessageText>
        </p>
      )}
      {fields.length === 0 && <p className="text-slate-700">{empty}</p>}
      {summarized ? (
        <>
          {summaries(0, openIndex < 0 ? fields.length : openIndex)}
          {openIndex >= 0 && (
            <div ref={openRow}>
              <OpenRowContext.Provider value={closeControls}>
                <Row index={openIndex} onRemove={onRemove} />
              </OpenRowContext.Provider>
            </div>
          )}
          {openIndex >= 0 && summaries(openIndex + 1, fields.length)}
        </>
      ) : (
        fields.map((field, index) => <Row key={field.id} index={index} onRemove={onRemove} />)
      )}
      {(max === undefined || fields.length < max) && (
        <div>
          <Button
            id={addId}
            variant="secondary"
            onClick={() => {
              // A row added to a list of summaries opens (react-hook-form focuses its first box).
              setOpened({ index: fields.length })
              append(newRow())
              rowsChanged?.(name)
            }}
          >
            {fields.length === 0 ? addLabel.first : addLabel.more}
          </Button>
        </div>
      )}
    </div>
  )
}

const noSubscription = () => () => {}

/**
 * A closed row: its answers read once when it is drawn (a closed row's answers change only by being
 * opened, or by a removal that moves it, both of which draw it again), so typing in the open row
 * wakes none of them. Its problems are counted by the list.
 */
const ClosedRow = memo(function ClosedRow({
  list,
  index,
  summary,
  problems,
  onOpen,
}: {
  list: string
  index: number
  summary: RowSummary<unknown>
  problems: number
  onOpen: (index: number) => void
}) {
  const { form } = useFormKit()
  const title = `${summary.noun} ${index + 1}`
  const description = summary.describe(form.getValues(`${list}.${index}`))
  const lineId = `${list}-summary-${index}`
  return (
    <div className={`flex items-center gap-3 rounded-md border border-slate-300 bg-white py-2 pr-2 pl-4 ${problems > 0 ? 'border-l-4 border-l-red-700' : ''}`}>
      <p id={lineId} className="min-w-0 flex-1">
        <span className="font-bold text-slate-900">{title}</span>
        {phraseText(description) && (
          <span className="text-slate-800">
            {' · '}
            <PhraseText phrase={description} />
          </span>
        )}
        {problems > 0 && <span className="font-semibold text-red-700"> · {countOf(problems, 'problems')}</span>}
      </p>
      <Button id={editButtonId(list, index)} variant="secondary" size="small" aria-expanded={false} aria-describedby={lineId} onClick={() => onOpen(index)}>
        Edit<span className="sr-only"> {title.toLowerCase()}</span>
      </Button>
    </div>
  )
})

/**
 * The frame of one row: its legend ("Vehicle 3") and a remove button that names it; the open row of a
 * list of summaries also has a button that closes it. Rows off screen skip layout and paint
 * (`content-visibility: auto`), so typing in one row of ten re-lays out that row, not the whole list;
 * they stay in the accessibility tree and in find-in-page.
 */
export function RowFrame({ legend, index, onRemove, children }: { legend: string; index: number; onRemove: (index: number) => void; children: ReactNode }) {
  const open = useContext(OpenRowContext)
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-300 bg-white p-4 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:p-5">
      <legend className="px-1 text-lg font-bold text-slate-900">{legend}</legend>
      <div className="flex flex-col gap-5">{children}</div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-200 pt-3">
        {open && (
          <Button variant="secondary" size="small" aria-expanded onClick={open.close}>
            Close<span className="sr-only"> {legend.toLowerCase()}</span>
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={() => onRemove(index)}>
          Remove<span className="sr-only"> {legend.toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  )
}
