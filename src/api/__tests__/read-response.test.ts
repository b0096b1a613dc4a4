import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { NetworkError } from '../errors'
import { parseResponse } from '../read-response'

function answerCutOff(reason: unknown): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"driver_id": 4'))
      controller.error(reason)
    },
  })
  return new Response(body, { status: 201 })
}

const schema = z.object({ driver_id: z.number() })

describe('parseResponse when the answer is cut off', () => {
  it('reads a body that stopped arriving as no answer, which may hide a success', async () => {
    await expect(parseResponse(answerCutOff(new TypeError('Failed to fetch')), schema)).rejects.toBeInstanceOf(NetworkError)
  })

  it('hands back the caller’s own abort as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError')
    await expect(parseResponse(answerCutOff(abort), schema)).rejects.toBe(abort)
  })
})
