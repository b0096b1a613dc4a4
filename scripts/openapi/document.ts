import { ACCESS_TOKEN_HEADER } from '../../src/contract/headers.ts'
import { CONTRACT_OPERATIONS, type ContractAnswer, type ContractOperation, type OperationId } from '../../src/contract/operations.ts'
import {
  PUBLIC_REPLY_EVENT_TYPE,
  publicReplyPayloadSchema,
  statusEventPayloadSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
} from '../../src/contract/webhooks.ts'
import { ref } from './components.ts'
import { componentSchemas, parameterSchema, type JsonSchema } from './json-schemas.ts'
import { WORD_RULES, wordRulesText } from './word-rules.ts'
import { ACCESS_TOKEN_DESCRIPTION, ANSWER_WORDS, COMPONENT_WORDS, HEADER_WORDS, INFO_DESCRIPTION, OPERATION_WORDS, WEBHOOK_WORDS } from './words.ts'

/** The OpenAPI 3.1 document of the contract, built from src/contract: `npm run openapi` writes it to docs/openapi.json. */

const SECURITY_SCHEME = 'AccessToken'

/** Section 6.1, in the contract's words. */
const FIRES_WHEN: Readonly<Record<(typeof WEBHOOK_EVENT_TYPES)[number], string>> = {
  'submission.quoted': 'a new-business or renewal quote is ready to present',
  'submission.bind_completed': 'a new-business requested bind completes',
  'submission.endorsement_bound': 'a mid-term endorsement binds on an existing policy',
  'submission.renewed': 'a renewal bind completes for a new term',
  'submission.pending_cancellation': 'a bound policy enters pending cancellation',
  'submission.canceled': 'a pending cancellation is finalized',
  'submission.reinstated': 'a pending-cancellation or canceled policy returns to bound',
  'submission.public_reply': 'a public reply is posted on the submission (early access, per account)',
}

const TAGS: Readonly<Record<string, { sections: readonly string[]; description: string }>> = {
  Authentication: { sections: ['4.1'], description: 'Tokens and password reset (sections 4.1 and 5).' },
  Quotes: { sections: ['4.2'], description: 'Quotes and indications (sections 2.7 and 4.2).' },
  Taxes: { sections: ['4.3'], description: 'Surplus lines taxes and fees (sections 2.6 and 4.3).' },
  'Submission edits': { sections: ['4.4', '4.5', '4.6'], description: 'Drivers, vehicles and trailers of a transaction (sections 2.3 to 2.5, 4.4 to 4.6).' },
  Cancellations: { sections: ['4.7'], description: 'Approving a pending cancellation (sections 2.8 and 4.7).' },
  'Webhook subscriptions': { sections: ['4.8'], description: 'Subscriptions to the events of section 6 (sections 2.9 and 4.8).' },
  Notes: { sections: ['4.9'], description: 'Public reply notes (sections 2.10 and 4.9).' },
}

const tagOf = (operation: ContractOperation) => Object.entries(TAGS).find(([, tag]) => tag.sections.includes(operation.section))![0]

function bodyOf(answer: ContractAnswer): JsonSchema | undefined {
  if (!answer.body) return undefined
  const bodies = Array.isArray(answer.body) ? answer.body : [answer.body]
  return bodies.length === 1 ? ref(bodies[0]) : { anyOf: bodies.map(ref) }
}

function answerOf(operation: ContractOperation, status: number, answer: ContractAnswer) {
  const words = OPERATION_WORDS[operation.id as OperationId]
  const schema = bodyOf(answer)
  return {
    description: words.answers?.[status] ?? ANSWER_WORDS[status] ?? 'See the operation.',
    ...(answer.headers && {
      headers: Object.fromEntries(
        answer.headers.map((name) => [
          name,
          { description: HEADER_WORDS[name], required: true, schema: name === 'Retry-After' ? { type: 'integer', minimum: 1 } : { type: 'string' } },
        ]),
      ),
    }),
    ...(schema && { content: { 'application/json': { schema } } }),
  }
}

const answersOf = (operation: ContractOperation) => Object.entries(operation.answers).map(([status, answer]) => [Number(status), answer!] as const)

function parametersOf(operation: ContractOperation) {
  const words = OPERATION_WORDS[operation.id as OperationId].parameters ?? {}
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, in: 'path', required: true }))
  const inQuery = (operation.query ?? []).map((name) => ({ name, in: 'query', required: true }))
  return [...inPath, ...inQuery].map((parameter) => {
    const schema = operation.parameters?.[parameter.name]
    return { ...parameter, description: words[parameter.name] ?? parameter.name, schema: schema ? parameterSchema(schema) : { type: 'string' } }
  })
}

function operationOf(operation: ContractOperation) {
  const words = OPERATION_WORDS[operation.id as OperationId]
  const wordRules = WORD_RULES[operation.id as OperationId]
  const parameters = parametersOf(operation)
  return {
    operationId: operation.id,
    tags: [tagOf(operation)],
    summary: words.summary,
    description: [`Section ${operation.section}. ${words.description ?? ''}`.trim(), wordRules && wordRulesText(wordRules)].filter(Boolean).join('\n\n'),
    ...(!operation.signedIn && { security: [] }),
    ...(parameters.length > 0 && { parameters }),
    ...(operation.request && { requestBody: { required: true, content: { 'application/json': { schema: ref(operation.request) } } } }),
    responses: Object.fromEntries(answersOf(operation).map(([status, answer]) => [status, answerOf(operation, status, answer)])),
  }
}

function pathsOf(operations: readonly ContractOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) (paths[operation.path] ??= {})[operation.method.toLowerCase()] = operationOf(operation)
  return paths
}

const signatureHeaders = [
  { name: WEBHOOK_HEADERS.signature, required: true, description: 'Lower-case hex HMAC-SHA256 of the raw body, keyed with the subscription’s secret.' },
  {
    name: WEBHOOK_HEADERS.previousSignature,
    required: false,
    description: 'During the grace window after a rotation only: the same HMAC with the previous secret.',
  },
  { name: WEBHOOK_HEADERS.eventId, required: true, description: 'The payload’s `event_id`; retries reuse it.' },
  { name: WEBHOOK_HEADERS.timestamp, required: true, description: 'Unix seconds when the attempt was sent; advisory, not signed.' },
].map((header) => ({ ...header, in: 'header', schema: { type: 'string' } }))

function webhooksOf() {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((eventType) => [
      eventType,
      {
        post: {
          operationId: `deliver_${eventType.replace('submission.', '')}`,
          tags: ['Webhook subscriptions'],
          summary: WEBHOOK_WORDS.summary(eventType, FIRES_WHEN[eventType]),
          description: `Section 6. ${WEBHOOK_WORDS.description}`,
          security: [],
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(eventType === PUBLIC_REPLY_EVENT_TYPE ? publicReplyPayloadSchema : statusEventPayloadSchema) } },
          },
          responses: {
            '2XX': { description: WEBHOOK_WORDS.received },
            '4XX': { description: WEBHOOK_WORDS.permanent },
            '5XX': { description: WEBHOOK_WORDS.retried },
          },
        },
      },
    ]),
  )
}

function describedComponents(): Record<string, JsonSchema> {
  const schemas = componentSchemas()
  for (const [name, words] of Object.entries(COMPONENT_WORDS)) {
    const schema = schemas[name]!
    schema.description = [words, schema.description].filter(Boolean).join(' ')
  }
  return schemas
}

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Commercial Trucking Insurance Submission API',
      version: 'v1',
      description: INFO_DESCRIPTION,
      license: { name: 'Proprietary: the portal’s own copy of the contract', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: '/v1', description: 'The API on the portal’s origin: the sandbox, or the production server’s proxy. A real API’s base URL also ends in `/v1`.' },
    ],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: Object.entries(TAGS).map(([name, tag]) => ({ name, description: tag.description })),
    paths: pathsOf(CONTRACT_OPERATIONS),
    webhooks: webhooksOf(),
    components: {
      securitySchemes: { [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: ACCESS_TOKEN_HEADER, description: ACCESS_TOKEN_DESCRIPTION } },
      schemas: describedComponents(),
    },
  }
}

/** The document as committed: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`
