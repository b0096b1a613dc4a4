import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { publicReplyPayloadSchema, statusEventPayloadSchema, WEBHOOK_EVENT_TYPES, webhookEventPayloadSchema } from '@/contract/webhooks'
import { bodyOf, examplePayload } from '../catalog/example-payloads'
import { curlCommand, headerBlock, signedSample } from '../catalog/signed-sample'

const SECRET = 'whsec_Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE'
const EXAMPLE = { eventId: '0f8e5c4a-3b2d-4e1f-9a8b-7c6d5e4f3a2b', occurredAt: '2027-03-10T15:00:00.000Z' }

describe('examplePayload', () => {
  it('gives every event type of 6.1 a payload the contract accepts, keys in the contract’s order', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const payload = examplePayload(type, EXAMPLE)
      expect(webhookEventPayloadSchema.safeParse(payload).success).toBe(true)
      const schema = type === 'submission.public_reply' ? publicReplyPayloadSchema : statusEventPayloadSchema
      const order = Object.keys(schema.shape).filter((key) => key in payload)
      expect(Object.keys(payload)).toEqual(order)
    }
  })

  it('shows the moves of section 3, none for a new quote, and a note id (never text) for a public reply', () => {
    expect(examplePayload('submission.reinstated', EXAMPLE)).toMatchObject({ previous_status: 5, new_status: 1, transaction_id: '1' })
    expect(examplePayload('submission.bind_completed', EXAMPLE)).toMatchObject({ previous_status: 2, new_status: 1 })
    expect(examplePayload('submission.quoted', EXAMPLE)).not.toHaveProperty('previous_status')
    expect(examplePayload('submission.public_reply', EXAMPLE)).toEqual({
      payload_version: 1,
      event_type: 'submission.public_reply',
      event_id: EXAMPLE.eventId,
      display_id: 'BR-10001',
      transaction_id: '1',
      note_id: 'N-5001',
      occurred_at: EXAMPLE.occurredAt,
    })
  })
})

describe('signedSample', () => {
  const now = new Date('2027-03-10T15:00:00.500Z')

  it('signs the exact body bytes as the service does and carries the headers of 6.4', async () => {
    const sample = await signedSample('submission.canceled', SECRET, now, EXAMPLE.eventId)
    expect(sample.body).toBe(bodyOf(examplePayload('submission.canceled', { eventId: EXAMPLE.eventId, occurredAt: now.toISOString() })))
    expect(sample.body).not.toContain('\n')
    expect(Object.fromEntries(sample.headers)).toEqual({
      'Content-Type': 'application/json',
      'X-SVC-Event-Id': EXAMPLE.eventId,
      'X-SVC-Timestamp': '1804690800',
      'X-SVC-Signature': createHmac('sha256', SECRET).update(sample.body).digest('hex'),
    })
    expect(headerBlock(sample.headers).split('\n')).toHaveLength(4)
  })

  it('writes a curl command whose words are the URL, the headers and the body byte for byte', async () => {
    const sample = await signedSample('submission.renewed', SECRET, now, EXAMPLE.eventId)
    const url = "https://hooks.example.com/it's?a=1&b=2"
    const command = curlCommand(url, sample)
    expect(command).toContain('--data-binary ')
    // The shell's own reading of the command: each argument as curl would get it.
    const words = JSON.parse(
      execFileSync('sh', ['-c', `node -e 'console.log(JSON.stringify(process.argv.slice(1)))' -- ${command.replace(/^curl /, '')}`], { encoding: 'utf8' }),
    ) as string[]
    expect(words).toEqual([
      '--request',
      'POST',
      url,
      ...sample.headers.flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
      '--data-binary',
      sample.body,
    ])
  })
})
