import { describe, expect, it } from 'vitest'
import { AuthenticationError, BusinessRuleError, NetworkError, UnexpectedStatusError } from '@/api/errors'
import { createQueryClient, isTransient } from '../query-client'

describe('React Query defaults', () => {
  it('retries a query only after a lost connection or a server failure', () => {
    expect(isTransient(new NetworkError())).toBe(true)
    expect(isTransient(new UnexpectedStatusError('boom', 503))).toBe(true)
    expect(isTransient(new AuthenticationError('no', 401))).toBe(false)
    expect(isTransient(new UnexpectedStatusError('guard', 403))).toBe(false)
    expect(isTransient(new BusinessRuleError('no', 404))).toBe(false)
  })

  it('never retries a mutation by itself', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
  })
})
