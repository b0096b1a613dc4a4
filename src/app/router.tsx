import { Fragment } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { askIsSandbox } from '@/api/sandbox-info'
import { AppLayout } from './app-layout'
import { RequireSession } from './require-session'
import { RouteError } from './route-error'
import { screenRoute } from './screen-route'

/** Public screens: forms that send once, without React Query. */
const publicRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    lazy: async () => ({ Component: (await import('@/features/auth/components/sign-in-page')).SignInPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({
      Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
    }),
  },
]

/** The workspace's screens are one chunk: one import, so one list of files to preload in this (entry) module. */
type SubmissionScreens = typeof import('@/features/submissions/screens')
const submissionScreen = (name: keyof SubmissionScreens) =>
  screenRoute('signed-in', async () => ({ Component: (await import('@/features/submissions/screens'))[name] }))

/** Screens behind a session. */
const signedInRoutes: RouteObject[] = [
  {
    index: true,
    // Home lists the sandbox's tasks only on the sandbox: it opens with the answer (asked once per page
    // load, by the header too), so a task arriving after the first paint cannot move the page (issue 12, CLS).
    ...screenRoute('signed-in', async () => {
      const [{ HomePage }] = await Promise.all([import('@/features/home/components/home-page'), askIsSandbox()])
      return { Component: HomePage }
    }),
  },
  {
    path: 'quotes/new',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/quote/components/wizard-page')).QuoteWizardPage })),
  },
  {
    path: 'indications/new',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/quote/components/wizard-page')).IndicationWizardPage })),
  },
  {
    path: 'quotes/:submissionNumber',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/quote/components/result-page')).QuoteResultPage })),
  },
  {
    path: 'indications/:submissionNumber',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/quote/components/result-page')).IndicationResultPage })),
  },
  {
    path: 'submissions',
    ...submissionScreen('WorkspacePage'),
  },
  {
    path: 'submissions/:displayId/:transactionId',
    ...submissionScreen('SubmissionPage'),
  },
  {
    path: 'submissions/:displayId/:transactionId/drivers/new',
    ...submissionScreen('AddDriverPage'),
  },
  {
    path: 'submissions/:displayId/:transactionId/trailers/new',
    ...submissionScreen('AddTrailerPage'),
  },
  {
    path: 'submissions/:displayId/:transactionId/vehicles/update',
    ...submissionScreen('UpdateVehiclePage'),
  },
  {
    path: 'submissions/:displayId/:transactionId/from-a-spreadsheet',
    ...submissionScreen('EndorsePage'),
  },
  {
    path: 'notes',
    ...submissionScreen('NoteLookupPage'),
  },
  {
    path: 'submissions/:displayId/notes/:noteId',
    ...screenRoute('signed-in', async () => {
      const { NotePage, loadNotePage } = await import('@/features/submissions/components/note-page')
      return { Component: NotePage, load: loadNotePage }
    }),
  },
  {
    path: 'submissions/:displayId/:transactionId/cancel-approve',
    ...screenRoute('signed-in', async () => ({
      Component: (await import('@/features/cancellations/components/cancel-approve-page')).CancelApprovePage,
    })),
  },
  {
    path: 'webhooks',
    ...screenRoute('signed-in', async () => {
      const { WebhooksPage, loadWebhooksPage } = await import('@/features/webhooks/components/webhooks-page')
      return { Component: WebhooksPage, load: loadWebhooksPage }
    }),
  },
  {
    path: 'webhooks/new',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/webhooks/components/new-subscription-page')).NewSubscriptionPage })),
  },
  {
    path: 'webhooks/:id/edit',
    ...screenRoute('signed-in', async () => {
      const { EditSubscriptionPage, loadEditSubscriptionPage } = await import('@/features/webhooks/components/edit-subscription-page')
      return { Component: EditSubscriptionPage, load: loadEditSubscriptionPage }
    }),
  },
  {
    path: 'webhooks/events',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/webhooks/components/event-catalog-page')).EventCatalogPage })),
  },
  {
    path: 'webhooks/verify',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/webhooks/components/verifier-page')).VerifierPage })),
  },
  {
    path: 'cancellations/approve-several',
    ...screenRoute('signed-in', async () => ({
      Component: (await import('@/features/cancellations/components/approve-several-page')).ApproveSeveralPage,
    })),
  },
  {
    path: 'records',
    ...screenRoute('signed-in', async () => ({ Component: (await import('./records-screen')).RecordsScreen })),
  },
  {
    path: 'tax-calculator',
    ...screenRoute('signed-in', async () => ({ Component: (await import('@/features/tax/components/tax-calculator-page')).TaxCalculatorPage })),
  },
]

/**
 * Each screen is its own chunk. Public pages are plain `lazy` routes without React Query; every other
 * screen comes through `screenRoute`, whose loader imports it with the page's QueryClient.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      // Nothing is drawn until the first screen's modules are in (an empty fragment); said, so React Router does not warn on every load.
      HydrateFallback: Fragment,
      children: [
        ...publicRoutes,
        {
          path: 'sandbox',
          ...screenRoute('public', async () => {
            const { SandboxConsolePage, loadSandboxConsole } = await import('@/features/sandbox-console/components/sandbox-console-page')
            return { Component: SandboxConsolePage, load: loadSandboxConsole }
          }),
        },
        { element: <RequireSession />, children: signedInRoutes },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        },
      ],
    },
  ])
}
