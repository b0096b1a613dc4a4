import { defineScreens } from '../domain/screens.ts'

/** The screens the app puts together from several features: home (every feature's shortcuts), the records, and no such page. */
export const appScreens = defineScreens({
  // Home lists the sandbox's tasks only on the sandbox: it opens with the answer (asked once per page load,
  // by the header too), so a task arriving after the first paint cannot move the page (issue 12, CLS).
  home: {
    path: '/',
    title: 'home',
    screen: () => import('./home-screen.tsx').then((module) => ({ Component: module.HomeScreen })),
    knowsSandbox: true,
    nav: { label: 'Home', order: 10 },
    budgetKb: 25,
  },
  // With every portable kind's schema (ADR 0072): 27.5 kB at the time.
  records: {
    path: '/records',
    title: 'your records in this browser',
    screen: () => import('./records-screen.tsx').then((module) => ({ Component: module.RecordsScreen })),
    nav: { label: 'Your records', order: 70 },
    budgetKb: 32,
  },
  notFound: {
    path: '*',
    title: 'no such page',
    access: 'public-form',
    screen: () => import('./not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage })),
    budgetKb: 2,
  },
})
