import { defineScreens, type PathsOf } from '../../domain/screens.ts'

/** Only against the sandbox; it calls the sandbox's control API (/__sandbox), which the contract does not define. */
export const sandboxConsoleScreens = defineScreens({
  sandboxConsole: {
    path: '/sandbox',
    title: 'the sandbox console',
    access: 'public',
    screen: () => import('./components/sandbox-console-page.tsx').then((module) => ({ Component: module.SandboxConsolePage, load: module.loadSandboxConsole })),
    nav: { label: 'Sandbox console', order: 80, sandboxOnly: true },
    home: {
      title: 'Sandbox console',
      description: 'See the e-mails the sandbox sent, move its clock, or reset its data.',
      order: 80,
      sandboxOnly: true,
    },
    // 61.2 kB after issue 39 (a replay said as the ledger has it; every send's words for an ended session).
    budgetKb: 62,
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof sandboxConsoleScreens> {}
}
