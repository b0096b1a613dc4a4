import { defineScreens, type PathsOf } from '../../domain/screens.ts'

export const cancellationScreens = defineScreens({
  cancelApprove: {
    path: '/submissions/:displayId/:transactionId/cancel-approve',
    title: 'cancel-approve',
    screen: () => import('./components/cancel-approve-page.tsx').then((module) => ({ Component: module.CancelApprovePage })),
    // 71.3 kB after issue 43 (dialogs described by words only, a field's problem said as it is typed).
    budgetKb: 72,
    sends: ['approveCancellation'],
  },
  // The list, the batch and its report (ADR 0065): 37.7 kB at the time.
  approveSeveral: {
    path: '/cancellations/approve-several',
    title: 'approve several',
    screen: () => import('./components/approve-several-page.tsx').then((module) => ({ Component: module.ApproveSeveralPage })),
    home: {
      title: 'Approve several cancellations',
      description: 'Paste a day’s list, confirm it once, and get a report of each outcome.',
      order: 50,
    },
    budgetKb: 44,
    sends: ['approveCancellation'],
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof cancellationScreens> {}
}
