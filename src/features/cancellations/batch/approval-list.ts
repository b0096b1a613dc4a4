import { DISPLAY_ID_EXAMPLE, isDisplayId, normalizeDisplayId } from '@/domain/display-id'
import { formatDateTime } from '@/generic/format'
import type { KnownApproval } from '../kept-approvals'
import { formatCount } from '@/generic/text'

/**
 * The list "Approve several" reads (docs/decisions/0065-approve-several.md): one cancellation a line,
 * its display id, its transaction and optionally an external reason code, separated by tabs (cells
 * pasted from a spreadsheet), commas, semicolons or spaces. A first line that names columns is skipped.
 */

export interface ListedApproval {
  displayId: string
  transactionId: number
  /** An external reason code to send as `cancellation_reason`; null leaves it to the stored reason (rule 1). */
  reason: string | null
}

export interface ListProblem {
  /** 1-based, as a person counts the lines they pasted. */
  line: number
  message: string
  /** A line this browser knows (approved here, on hold, sent without a clear answer): the list may go without it. */
  known?: true
}

/** A line the person chose to leave out of the batch, with why it is known: kept for the report, never sent. */
export interface LeftOutLine extends ListedApproval {
  line: number
  why: string
}

const REASON_CODE = /^[a-z][a-z0-9_]*$/
const WHOLE_NUMBER = /^[1-9]\d{0,8}$/

const cellsOf = (line: string) =>
  line
    .split(/[\t,;]|\s+/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')

/** A first line without a transaction number where one would be: a header such as "Display id, Transaction, Reason". */
const isHeader = (cells: string[]) => cells.length > 0 && !isDisplayId(normalizeDisplayId(cells[0] ?? '')) && !/\d/.test(cells[1] ?? '')

/** Why a line this browser knows must not be sent with the others, and what to do with it instead. */
function whyKnown({ kind, at }: KnownApproval): string {
  const when = formatDateTime(at)
  switch (kind) {
    case 'approved':
      return `already approved from this browser on ${when}`
    case 'receipt':
      return 'already approved; this browser keeps its saved-approval receipt'
    case 'held':
      return `on hold since ${when}; approve it alone once the hold is resolved`
    case 'unknown':
      return `sent from this browser on ${when} without a clear answer, so it may be approved; check it alone`
  }
}

/**
 * `knownOf` says what this browser knows of a line (`knownApproval`): one already approved here, on hold
 * or of unknown outcome is a problem of the list, named before anything is sent, never sent again blindly,
 * unless the person chose to leave its line out (`leaveOut`, by line number): it is then kept aside, with why.
 */
export function readApprovalList(
  text: string,
  knownOf: (approval: ListedApproval) => KnownApproval | null = () => null,
  leaveOut: ReadonlySet<number> = new Set(),
): { approvals: ListedApproval[]; problems: ListProblem[]; leftOut: LeftOutLine[] } {
  const approvals: ListedApproval[] = []
  const problems: ListProblem[] = []
  const leftOut: LeftOutLine[] = []
  const seenOn = new Map<string, number>()
  text.split(/\r?\n/).forEach((line, index) => {
    const cells = cellsOf(line)
    if (cells.length === 0 || (index === 0 && isHeader(cells))) return
    const number = index + 1
    const [rawId = '', transaction = '', reason, ...extra] = cells
    const displayId = normalizeDisplayId(rawId)
    if (!isDisplayId(displayId))
      return void problems.push({ line: number, message: `“${rawId}” is not a display id: letters, a hyphen and digits, like ${DISPLAY_ID_EXAMPLE}.` })
    if (!WHOLE_NUMBER.test(transaction)) return void problems.push({ line: number, message: `${displayId}: the transaction must be a whole number, like 2.` })
    if (reason !== undefined && !REASON_CODE.test(reason))
      return void problems.push({
        line: number,
        message: `${displayId}: “${reason}” is not a reason code: lower-case letters and underscores, like non_payment.`,
      })
    if (extra.length > 0) return void problems.push({ line: number, message: `${displayId}: one reason code at most; this line has ${extra.length + 1}.` })
    const transactionId = Number(transaction)
    const key = `${displayId}/${transactionId}`
    const first = seenOn.get(key)
    if (first !== undefined)
      return void problems.push({ line: number, message: `${displayId}, transaction ${transactionId}, is already on line ${formatCount(first)}.` })
    seenOn.set(key, number)
    const approval = { displayId, transactionId, reason: reason ?? null }
    const known = knownOf(approval)
    if (known && leaveOut.has(number)) return void leftOut.push({ ...approval, line: number, why: whyKnown(known) })
    if (known) return void problems.push({ line: number, message: `${displayId}, transaction ${transactionId}: ${whyKnown(known)}.`, known: true })
    approvals.push(approval)
  })
  if (approvals.length === 0 && problems.length === 0 && leftOut.length === 0)
    problems.push({ line: 1, message: 'The list is empty: one cancellation a line, like BR-20001, 2, non_payment.' })
  if (approvals.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'Every line is left out: nothing is left to approve.' })
  return { approvals, problems, leftOut }
}
