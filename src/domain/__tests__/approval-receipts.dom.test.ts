import { describe, expect, it } from 'vitest'
import { approvalReceipt } from '@/test/approval-receipt'
import { deleteApprovalReceipt, findApprovalReceipt, keepApprovalReceipt, listApprovalReceipts } from '../approval-receipts'

const UNDERWRITER = 'underwriter@blueridge.example'
const receipt = approvalReceipt

describe('saved-approval receipts in the browser', () => {
  it('are kept per account and transaction, and survive a reload (they are read from storage alone)', () => {
    expect(keepApprovalReceipt(UNDERWRITER, receipt('BR-20006', '2026-11-20T10:00:00.000Z'))).toBe(true)
    keepApprovalReceipt(UNDERWRITER, receipt('BR-20016', '2026-11-21T10:00:00.000Z'))
    keepApprovalReceipt('agent@blueridge.example', receipt('BR-20026', '2026-11-21T10:00:00.000Z'))

    expect(window.localStorage.getItem(`portal.approval-receipts.${UNDERWRITER}/BR-20006/2`)).toContain('"expiresAt":null')
    expect(listApprovalReceipts(UNDERWRITER).map(({ displayId }) => displayId)).toEqual(['BR-20016', 'BR-20006'])
    expect(findApprovalReceipt('Underwriter@BlueRidge.example', 'BR-20006', 2)?.receipt.cancellation_notice).toEqual({
      phase: 'request',
      extra_from_a_newer_api: 'kept',
    })
    expect(findApprovalReceipt(UNDERWRITER, 'BR-20026', 2)).toBeNull()
    expect(findApprovalReceipt(UNDERWRITER, 'BR-20006', 3)).toBeNull()
  })

  it('never expire by themselves, however old', () => {
    keepApprovalReceipt(UNDERWRITER, receipt('BR-20006', '2001-01-01T00:00:00.000Z'))
    expect(listApprovalReceipts(UNDERWRITER)).toHaveLength(1)
    expect(findApprovalReceipt(UNDERWRITER, 'BR-20006', 2)?.receivedAt).toBe('2001-01-01T00:00:00.000Z')
  })

  it('go only when the person deletes them', () => {
    keepApprovalReceipt(UNDERWRITER, receipt('BR-20006', '2026-11-20T10:00:00.000Z'))
    expect(deleteApprovalReceipt(UNDERWRITER, 'BR-20006', 2)).toBe(true)
    expect(listApprovalReceipts(UNDERWRITER)).toEqual([])
  })
})
