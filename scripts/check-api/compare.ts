import * as z from 'zod/mini'
import document from '../../docs/openapi.json' with { type: 'json' }
import { contractOperation, type OperationId } from '../../src/contract/operations.ts'
import { componentName } from '../openapi/components.ts'
import type { Answer, ApiCall, Call } from './client.ts'
import type { CheckLog } from './findings.ts'

/** What the checks share: the API, the record of what was found, and the secrets no line may show. */
export interface Probe {
  call: ApiCall
  log: CheckLog
  /** Tokens and passwords seen or sent: written as `<secret>` wherever a body is quoted. */
  secrets: Set<string>
}

interface DocumentedAnswer {
  headers?: Record<string, { required?: boolean }>
}
type DocumentOperation = { operationId: string; responses: Record<string, DocumentedAnswer> }

const DOCUMENTED: ReadonlyMap<string, { method: string; path: string; responses: Record<string, DocumentedAnswer> }> = new Map(
  Object.entries(document.paths as unknown as Record<string, Record<string, DocumentOperation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) => [operation.operationId, { method: method.toUpperCase(), path, responses: operation.responses }] as const,
    ),
  ),
)

/** The answer as quoted in a finding: short, with every secret blanked. */
export function quoted(probe: Probe, answer: Answer): string {
  let text = answer.text.length > 160 ? `${answer.text.slice(0, 160)}…` : answer.text
  for (const secret of probe.secrets) if (secret) text = text.replaceAll(secret, '<secret>')
  return text === '' ? 'an empty body' : text
}

const requestText = (call: Call) => `${call.method} ${call.path}`

function issueWords(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'missing' : `not ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`
  if (issue.code === 'invalid_value') return `not one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
  return issue.message === 'Invalid input' ? issue.code.replaceAll('_', ' ') : issue.message
}

/** Up to three problems of a body against a schema, each `path: message`. */
function problemsOf(schema: z.core.$ZodType, body: unknown): string[] | null {
  const parsed = z.safeParse(schema, body)
  if (parsed.success) return null
  return parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'the body'}: ${issueWords(issue)}`)
}

export interface Expectation {
  operation: OperationId
  call: Call
  status: number
  /** What the portal does with this answer, to say what a difference would break. */
  because?: string
}

/**
 * Sends a call and compares its answer with the document (its status is one the document lists, with
 * the headers it requires) and with the contract's schema of that status, the one the portal parses
 * with. Records each difference; returns the answer when it is the one expected, body and all.
 */
export async function expectAnswer(probe: Probe, { operation, call, status, because }: Expectation): Promise<Answer | null> {
  const request = requestText(call)
  // How a 401 reads is the session's business: every screen after sign-in meets it.
  const affected = status === 401 ? 'session' : operation
  const find = (difference: string) => probe.log.findings.push({ operation: affected, request, difference: because ? `${difference} ${because}` : difference })
  const answer = await probe.call(call)
  probe.log.checked.push(`${request}: ${status}`)
  if (!answer) {
    find('No answer came (no connection, or no answer within 30 seconds).')
    return null
  }
  const documented = DOCUMENTED.get(operation)!.responses
  if (answer.status !== status) {
    const listed = Object.hasOwn(documented, String(answer.status))
      ? ''
      : `, a status the document does not list for this operation (it lists ${Object.keys(documented).join(', ')})`
    find(`Answered ${answer.status}${listed}, where ${status} was expected: ${quoted(probe, answer)}.`)
    return null
  }
  const expected = contractOperation(operation).answers[status]
  const bodies = expected?.body === undefined ? [] : Array.isArray(expected.body) ? expected.body : [expected.body]
  const problems = bodies.map((schema) => problemsOf(schema, answer.json))
  if (bodies.length > 0 && problems.every((problem) => problem !== null)) {
    const names = bodies.map(componentName).join(' or ')
    find(`The ${status} body is not the document’s ${names} (${problems[0]!.join('; ')}): ${quoted(probe, answer)}.`)
    return null
  }
  if (bodies.length === 0 && answer.text !== '') find(`The ${status} has a body where the document has none: ${quoted(probe, answer)}.`)
  for (const [name, header] of Object.entries(documented[String(status)]?.headers ?? {})) {
    if (header.required && !answer.headers.has(name)) find(`The ${status} has no ${name} header, which the document requires.`)
  }
  return answer
}

/** Section 2.9: a record's `secret` only in the answers of create and rotate-secret. */
export function noSecret(probe: Probe, operation: OperationId, request: string, answer: Answer | null) {
  const records = Array.isArray(answer?.json) ? answer.json : [answer?.json]
  if (records.some((record) => typeof record === 'object' && record !== null && 'secret' in record)) {
    probe.log.findings.push({ operation, request, difference: 'The answer carries a `secret`, which only create and rotate-secret may return (section 2.9).' })
  }
}
