import { defineScreens, type PathsOf } from '../../domain/screens.ts'

export const webhookScreens = defineScreens({
  webhooks: {
    path: '/webhooks',
    title: 'the webhooks list: pause, resume, rotate the secret, delete',
    screen: () => import('./components/webhooks-page.tsx').then((module) => ({ Component: module.WebhooksPage, load: module.loadWebhooksPage })),
    nav: { label: 'Webhooks', order: 60 },
    home: {
      title: 'Connect your systems with webhooks',
      description: 'Send submission events to your systems, signed with a secret only you keep.',
      order: 70,
    },
    budgetKb: 38,
    reads: ['listWebhookSubscriptions'],
    sends: ['updateWebhookSubscription', 'rotateWebhookSecret', 'deleteWebhookSubscription'],
  },
  newWebhook: {
    path: '/webhooks/new',
    title: 'new webhook subscription',
    screen: () => import('./components/new-subscription-page.tsx').then((module) => ({ Component: module.NewSubscriptionPage })),
    // 52.1 kB after issue 42: the endpoint URL's pattern the OpenAPI document states (ADR 0120); 53.1 kB
    // after issue 39 (what became of a send the session ended around, ADR 0140).
    budgetKb: 54,
    sends: ['createWebhookSubscription'],
  },
  editWebhook: {
    path: '/webhooks/:id/edit',
    title: 'editing a webhook subscription',
    screen: () =>
      import('./components/edit-subscription-page.tsx').then((module) => ({ Component: module.EditSubscriptionPage, load: module.loadEditSubscriptionPage })),
    budgetKb: 57,
    reads: ['showWebhookSubscription'],
    sends: ['updateWebhookSubscription'],
  },
  webhookEvents: {
    path: '/webhooks/events',
    title: 'the webhook event catalog',
    screen: () => import('./components/event-catalog-page.tsx').then((module) => ({ Component: module.EventCatalogPage })),
    // 42.1 kB after issue 43 (live regions without a role, a field's problem said as it is typed).
    budgetKb: 43,
  },
  webhookVerifier: {
    path: '/webhooks/verify',
    title: 'the signature verifier',
    screen: () => import('./components/verifier-page.tsx').then((module) => ({ Component: module.VerifierPage })),
    // 45.2 kB after issues 39 and 43 (a field's problem said as it is typed).
    budgetKb: 46,
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof webhookScreens> {}
}
