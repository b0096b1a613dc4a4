import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppLayout } from './app-layout'
import { RequireSession } from './require-session'
import { RouteError } from './route-error'

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

/** Screens behind a session. */
const signedInRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@/features/home/components/home-page')).HomePage }),
  },
  {
    path: 'quotes/new',
    lazy: async () => ({ Component: (await import('@/features/quote/components/wizard-page')).QuoteWizardPage }),
  },
  {
    path: 'indications/new',
    lazy: async () => ({ Component: (await import('@/features/quote/components/wizard-page')).IndicationWizardPage }),
  },
  {
    path: 'quotes/:submissionNumber',
    lazy: async () => ({ Component: (await import('@/features/quote/components/result-page')).QuoteResultPage }),
  },
  {
    path: 'indications/:submissionNumber',
    lazy: async () => ({ Component: (await import('@/features/quote/components/result-page')).IndicationResultPage }),
  },
  {
    path: 'notes',
    lazy: async () => ({ Component: (await import('@/features/notes/components/note-lookup-page')).NoteLookupPage }),
  },
  {
    path: 'submissions/:displayId/notes/:noteId',
    lazy: async () => ({ Component: (await import('@/features/notes/components/note-page')).NotePage }),
  },
  {
    path: 'tax-calculator',
    lazy: async () => ({ Component: (await import('@/features/tax/components/tax-calculator-page')).TaxCalculatorPage }),
  },
]

/** Each screen is its own chunk, loaded when its route opens. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        ...publicRoutes,
        {
          lazy: async () => ({ Component: (await import('./query-shell')).QueryShell }),
          children: [
            {
              path: 'sandbox',
              lazy: async () => ({
                Component: (await import('@/features/sandbox-console/components/sandbox-console-page')).SandboxConsolePage,
              }),
            },
            { element: <RequireSession />, children: signedInRoutes },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        },
      ],
    },
  ])
}
