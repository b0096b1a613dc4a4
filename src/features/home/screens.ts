import { defineScreens, type PathsOf } from '../../domain/screens.ts'

export const homeScreens = defineScreens({
  home: {
    path: '/',
    title: 'home',
    screen: () => import('./components/home-page.tsx').then((module) => ({ Component: module.HomePage })),
    // Home lists the sandbox's tasks only on the sandbox: it opens with the answer (asked once per page load,
    // by the header too), so a task arriving after the first paint cannot move the page (issue 12, CLS).
    knowsSandbox: true,
    nav: { label: 'Home', order: 10 },
    budgetKb: 25,
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof homeScreens> {}
}
