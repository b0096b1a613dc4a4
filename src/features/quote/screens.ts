import { defineScreens, type PathsOf } from '../../domain/screens.ts'

/**
 * The wizard serves quotes and indications, the result page both results: one chunk each. The wizard's
 * 90.4 kB after issue 33 (its state as data, ADR 0106; keystrokes that copy no rows, ADR 0107);
 * 92.4 kB after issue 39 (what became of a send the session ended around, ADR 0140); 94.0 kB after its
 * first part (what an indication carried into a quote left behind and the draft's origin, ADR 0135;
 * the loss years sent as clean; the form kit's money boxes, ADR 0137); 95.3 kB after issue 44 (the
 * kept reducer that hosts every state machine, a chunk shared with four other screens, ADR 0154).
 */
const WIZARD_KB = 96

export const quoteScreens = defineScreens({
  newIndication: {
    path: '/indications/new',
    title: 'the indication wizard and quick indication',
    screen: () => import('./components/wizard-page.tsx').then((module) => ({ Component: module.IndicationWizardPage })),
    nav: { label: 'New indication', order: 20 },
    home: {
      title: 'Get an indication',
      description: 'A quick, non-binding price from a few answers, without a schedule. Carry it into a full quote later.',
      order: 10,
    },
    budgetKb: WIZARD_KB,
    sends: ['requestIndication'],
  },
  newQuote: {
    path: '/quotes/new',
    title: 'the quote wizard',
    screen: () => import('./components/wizard-page.tsx').then((module) => ({ Component: module.QuoteWizardPage })),
    nav: { label: 'New quote', order: 30 },
    home: { title: 'Get a quote', description: 'The full submission, rated, with the quote as a PDF.', order: 20 },
    budgetKb: WIZARD_KB,
    sends: ['requestQuote'],
  },
  // With the taxes of every coverage: the tax contract, its query and tables (ADR 0037): 47.4 kB at the time.
  quoteResult: {
    path: '/quotes/:submissionNumber',
    title: 'a quote’s result page, with its taxes',
    screen: () => import('./components/result-page.tsx').then((module) => ({ Component: module.QuoteResultPage })),
    budgetKb: 58,
    reads: ['calculateTaxes'],
  },
  indicationResult: {
    path: '/indications/:submissionNumber',
    title: 'an indication’s result page, with its taxes',
    screen: () => import('./components/result-page.tsx').then((module) => ({ Component: module.IndicationResultPage })),
    budgetKb: 58,
    reads: ['calculateTaxes'],
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof quoteScreens> {}
}
