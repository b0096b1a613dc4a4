import { describe, expect, it } from 'vitest'
import { AuthenticationError, BusinessRuleError, NetworkError, RequestTimeoutError, UnexpectedStatusError } from '@/api/errors'
import { createQueryClient, isTransient } from '../query-client'

describe('React Query defaults', () => {
  it('retries a query only after a lost connection or a server failure', () => {
    expect(isTransient(new NetworkError())).toBe(true)
    expect(isTransient(new UnexpectedStatusError('boom', 503))).toBe(true)
    expect(isTransient(new AuthenticationError('no', 401))).toBe(false)
    expect(isTransient(new UnexpectedStatusError('guard', 403))).toBe(false)
    expect(isTransient(new BusinessRuleError('no', 404))).toBe(false)
  })

  it('does not try again a query that used up the time limit: the person has waited it once (ADR 0047)', () => {
    expect(isTransient(new RequestTimeoutError(30_000))).toBe(false)
  })

  it('tries a failed query once more, a second later', async () => {
    const client = createQueryClient()
    let tries = 0
    const started = Date.now()
    await expect(
      client.fetchQuery({
        queryKey: ['failing'],
        queryFn: () => {
          tries += 1
          throw new UnexpectedStatusError('boom', 500)
        },
      }),
    ).rejects.toThrow('boom')
    expect(tries).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('never retries a mutation by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
  })
})
