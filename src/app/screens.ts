import { defineScreens, type PathsOf } from '../domain/screens.ts'

/** The screens the app puts together from several features (the records, of every portable kind), and no such page. */
export const appScreens = defineScreens({
  // With every portable kind's schema (ADR 0072): 27.5 kB at the time.
  records: {
    path: '/records',
    title: 'your records in this browser',
    screen: () => import('./records-page.tsx').then((module) => ({ Component: module.RecordsPage })),
    nav: { label: 'Your records', order: 70 },
    // 32.2 kB after issue 42 (the drafts' contract with its patterns, ADR 0120).
    budgetKb: 33,
  },
  notFound: {
    path: '*',
    title: 'no such page',
    access: 'public-form',
    screen: () => import('./not-found-page.tsx').then((module) => ({ Component: module.NotFoundPage })),
    budgetKb: 2,
  },
})

declare module '../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof appScreens> {}
}
