import { describe, expect, it } from 'vitest'
import type { WebhookSubscription } from '@/contract/webhooks'
import { changesOf, createRequestOf, emptySubscriptionForm, formOf, subscriptionFieldOf, subscriptionFormSchema } from '../form'

const subscription: WebhookSubscription = {
  id: 3,
  company_id: 101,
  endpoint_url: 'https://hooks.example.com/insurer',
  event_types: ['submission.canceled', 'submission.quoted', 'submission.someday_new'],
  active: true,
  secret_rotated_at: null,
  created_at: '2027-03-10T15:00:00.000Z',
  updated_at: '2027-03-10T15:00:00.000Z',
}

describe('the subscription form', () => {
  it('sends the chosen types in the contract’s order and the URL without the spaces a paste adds', () => {
    const form = emptySubscriptionForm()
    form.endpointUrl = '  https://hooks.example.com/a \n'
    form.events.renewed = true
    form.events.quoted = true
    form.active = false
    expect(createRequestOf(form)).toEqual({
      endpoint_url: 'https://hooks.example.com/a',
      event_types: ['submission.quoted', 'submission.renewed'],
      active: false,
    })
  })

  it('checks the URL as the service does and asks for at least one type', () => {
    const problems = (endpointUrl: string, anyType: boolean) => {
      const form = emptySubscriptionForm()
      form.endpointUrl = endpointUrl
      form.events.canceled = anyType
      const parsed = subscriptionFormSchema.safeParse(form)
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    }
    expect(problems('https://hooks.example.com/a', true)).toEqual([])
    expect(problems('', false)).toEqual(['endpointUrl: Enter the HTTPS address of your receiver', 'events: Choose at least one event type'])
    expect(problems('http://hooks.example.com/a', true)).toEqual([expect.stringMatching(/^endpointUrl: Use an absolute HTTPS URL/)])
    expect(problems('https://user:pw@hooks.example.com/a', true)).toEqual([expect.stringMatching(/^endpointUrl: Leave out the user name and password/)])
  })

  it('sends only what changed on edit, keeping a type this portal does not know', () => {
    const unchanged = formOf(subscription)
    expect(changesOf(subscription, unchanged)).toBeNull()
    const edited = formOf(subscription)
    edited.events.canceled = false
    edited.events.bind_completed = true
    expect(changesOf(subscription, edited)).toEqual({ event_types: ['submission.quoted', 'submission.bind_completed', 'submission.someday_new'] })
    const moved = formOf(subscription)
    moved.endpointUrl = 'https://hooks.example.com/b'
    expect(changesOf(subscription, moved)).toEqual({ endpoint_url: 'https://hooks.example.com/b' })
  })

  it('puts each 422 path on its field, every event_types problem on the group', () => {
    const fieldOf = subscriptionFieldOf as (wirePath: string) => string | null
    expect(['endpoint_url', 'event_types', 'event_types.2', 'active', '_body'].map(fieldOf)).toEqual(['endpointUrl', 'events', 'events', 'active', null])
  })
})
