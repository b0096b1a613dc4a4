import { defineScreens, type PathsOf } from '../../domain/screens.ts'

export const taxScreens = defineScreens({
  taxCalculator: {
    path: '/tax-calculator',
    title: 'the tax calculator',
    screen: () => import('./components/tax-calculator-page.tsx').then((module) => ({ Component: module.TaxCalculatorPage })),
    nav: { label: 'Tax calculator', order: 50 },
    home: {
      title: 'Calculate state taxes and fees',
      description: 'The surplus lines taxes and fees of the insured’s home state, to the cent.',
      order: 60,
    },
    budgetKb: 65,
    reads: ['calculateTaxes'],
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof taxScreens> {}
}
