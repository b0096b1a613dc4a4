import { describe, expect, it } from 'vitest'
import { seedStore } from '../../fixtures/seed.ts'
import { allocateEventId, allocateId } from '../ids.ts'
import { noteOnOwnedSubmission } from '../notes.ts'
import { ownedCancellation, pendingCancellationOf } from '../pending-cancellations.ts'
import { ownedSubmission, ownedTransaction, ownedVehicle } from '../submissions.ts'
import { ownedSubscription, subscriptionsOf } from '../webhook-subscriptions.ts'

const BLUE_RIDGE = 101
const SUMMIT = 202
const fresh = () => seedStore(new Date('2027-03-10T15:00:00Z'))

describe('owned lookups', () => {
  it('find what the agency owns', () => {
    const store = fresh()
    expect(ownedSubmission(store, BLUE_RIDGE, 'BR-10002')?.submissionNumber).toBe('BR-10002')
    expect(ownedTransaction(store, BLUE_RIDGE, 'BR-10003', 2)?.transaction.kind).toBe('endorsement')
    expect(ownedVehicle(store, BLUE_RIDGE, 'BR-10002', 1, 7004)?.vehicle.vehicle_id_number).toBe('1XKYD49X7LJ123456')
    expect(noteOnOwnedSubmission(store, BLUE_RIDGE, 'BR-10001', 'N-1001')?.kind).toBe('public_reply')
  })

  it('answer unknown and foreign alike: nothing', () => {
    const store = fresh()
    expect(ownedSubmission(store, BLUE_RIDGE, 'SM-10001')).toBeUndefined()
    expect(ownedSubmission(store, BLUE_RIDGE, 'BR-99999')).toBeUndefined()
    expect(ownedTransaction(store, BLUE_RIDGE, 'BR-10002', 2)).toBeUndefined()
    expect(ownedTransaction(store, BLUE_RIDGE, 'SM-10001', 1)).toBeUndefined()
    expect(ownedVehicle(store, BLUE_RIDGE, 'BR-10002', 1, 7101)).toBeUndefined()
    expect(ownedVehicle(store, BLUE_RIDGE, 'BR-10002', 1, 7001)).toBeUndefined()
    expect(ownedVehicle(store, BLUE_RIDGE, 'SM-10001', 1, 7101)).toBeUndefined()
    expect(noteOnOwnedSubmission(store, BLUE_RIDGE, 'SM-10001', 'N-2001')).toBeUndefined()
    expect(noteOnOwnedSubmission(store, BLUE_RIDGE, 'BR-10002', 'N-1001')).toBeUndefined()
  })

  it('scope webhook subscriptions to their company, and find pending cancellations by transaction', () => {
    const store = fresh()
    expect(subscriptionsOf(store, SUMMIT).map((subscription) => subscription.id)).toEqual([1])
    expect(subscriptionsOf(store, BLUE_RIDGE)).toEqual([])
    expect(ownedSubscription(store, BLUE_RIDGE, 1)).toBeUndefined()
    expect(ownedSubscription(store, SUMMIT, 1)?.endpoint_url).toBe('https://hooks.summit.example/insurer')
    expect(pendingCancellationOf(store, 'BR-20005', 2)?.guardId).toBe(41)
    expect(pendingCancellationOf(store, 'BR-20005', 1)).toBeUndefined()
    expect(ownedCancellation(store, BLUE_RIDGE, 'BR-20005', 2)?.cancellation.transportationSubmissionId).toBe(880005)
    expect(ownedCancellation(store, BLUE_RIDGE, 'SM-20001', 2)).toBeUndefined()
    expect(ownedCancellation(store, BLUE_RIDGE, 'BR-20005', 1)).toBeUndefined()
  })
})

describe('id allocator', () => {
  it('hands out each kind of id in sequence, from the fixtures’ starting points', () => {
    const store = fresh()
    expect([allocateId(store, 'driver'), allocateId(store, 'driver')]).toEqual([9001, 9002])
    expect(allocateId(store, 'trailer')).toBe(8001)
    expect(allocateId(store, 'vehicle')).toBe(7201)
    expect(allocateId(store, 'submission')).toBe(30001)
    expect(allocateId(store, 'subscription')).toBe(2)
    expect(fresh().nextIds.driver).toBe(9001)
  })

  it('gives events distinct UUIDs', () => {
    const [first, second] = [allocateEventId(), allocateEventId()]
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first).not.toBe(second)
  })
})
