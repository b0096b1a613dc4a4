import { describe, expect, it } from 'vitest'
import { WEBHOOK_EVENT_TYPES, type StatusEventType } from '../../../../src/contract/webhooks.ts'
import type { SubmissionStatus } from '../../../store/types.ts'
import { planMove } from '../transitions.ts'

const STATUSES: SubmissionStatus[] = ['Indication', 'Quoted', 2, 1, 5, 6, 10]
const STATUS_EVENTS = WEBHOOK_EVENT_TYPES.filter((type): type is StatusEventType => type !== 'submission.public_reply')

/** Section 3's table and rule 2, written out: [event, from, to, previous_status, new_status]. */
const ALLOWED: [StatusEventType, SubmissionStatus, SubmissionStatus, number | undefined, number | undefined][] = [
  ['submission.quoted', 'Indication', 'Quoted', undefined, undefined],
  ['submission.quoted', 'Quoted', 'Quoted', undefined, undefined],
  ['submission.quoted', 1, 1, 1, 1],
  ['submission.bind_completed', 'Quoted', 1, 2, 1],
  ['submission.bind_completed', 2, 1, 2, 1],
  ['submission.endorsement_bound', 1, 1, 1, 1],
  ['submission.renewed', 1, 1, 1, 1],
  ['submission.pending_cancellation', 1, 5, 1, 5],
  ['submission.canceled', 5, 6, 5, 6],
  ['submission.reinstated', 5, 1, 5, 1],
  ['submission.reinstated', 6, 1, 6, 1],
]

describe('planMove: the transitions of section 3', () => {
  it('allows exactly the moves of the table, with the statuses a payload shows', () => {
    for (const type of STATUS_EVENTS) {
      for (const status of STATUSES) {
        const allowed = ALLOWED.find(([event, from]) => event === type && from === status)
        const move = planMove(type, status)
        if (allowed) {
          const [, , next, previousStatus, newStatus] = allowed
          expect(move, `${type} from ${status}`).toEqual({ ok: true, next, previousStatus, newStatus })
        } else {
          expect(move, `${type} from ${status}`).toEqual({ ok: false, problem: expect.stringContaining(`${type} needs`) })
        }
      }
    }
  })

  it('says what the submission is and what the event needs', () => {
    expect(planMove('submission.canceled', 10)).toEqual({
      ok: false,
      problem: 'The submission is Not Taken Up; submission.canceled needs Pending Cancellation.',
    })
  })
})
