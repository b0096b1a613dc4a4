import { DISPLAY_ID_EXAMPLE, isDisplayId, normalizeDisplayId } from '@/domain/display-id'

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

export function readApprovalList(text: string): { approvals: ListedApproval[]; problems: ListProblem[] } {
  const approvals: ListedApproval[] = []
  const problems: ListProblem[] = []
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
    if (first !== undefined) return void problems.push({ line: number, message: `${displayId}, transaction ${transactionId}, is already on line ${first}.` })
    seenOn.set(key, number)
    approvals.push({ displayId, transactionId, reason: reason ?? null })
  })
  if (approvals.length === 0 && problems.length === 0)
    problems.push({ line: 1, message: 'The list is empty: one cancellation a line, like BR-20001, 2, non_payment.' })
  return { approvals, problems }
}
