/**
 * Each kind of browser record (src/app/browser-record-kinds.ts, ADR 0103; IndexedDB's as `IndexedDB <name>`): swept by the entries
 * that say so (`writes`), or why not. A kind without a line fails the registry's unit test (which reads this data); a swept kind no
 * entry writes fails e2e/record-kinds-swept.spec.ts; an entry that never writes a kind it names fails its run with storage full.
 */
export type Swept = 'swept' | { notSwept: string }

export const SWEPT_KINDS = {
  'portal.quote-wizard.quote-draft': 'swept',
  'portal.quote-wizard.indication-draft': 'swept',
  'portal.quote-wizard.sent-draft': 'swept',
  'portal.recent-submissions': 'swept',
  'portal.workspace.submissions': 'swept',
  'portal.workspace.edit-draft': 'swept',
  'portal.cancel-approvals': 'swept',
  'portal.cancel-approve-drafts': 'swept',
  'portal.approval-receipts': 'swept',
  'portal.approval-batches': 'swept',
  'portal.endorsements': 'swept',
  'portal.schedule-mappings': 'swept',
  'portal.schedule-imports': 'swept',
  'portal.quote-wizard.agency-type': {
    notSwept: 'Not said when refused (ADR 0055): the wizard asks again, and its draft’s warning says this browser keeps nothing.',
  },
  'portal.session': 'swept',
  'IndexedDB portal.session': { notSwept: 'Written by a refresh, which gives up quietly when IndexedDB refuses (ADR 0055): the tab keeps its single flight.' },
  'portal.request-timeout-ms': { notSwept: 'The portal only reads it.' },
  'portal.builds-left': {
    notSwept:
      'Written only when a deploy replaced the files of an open tab; a browser that refuses it gets no reload, and the page says the part could not be loaded (ADR 0117).',
  },
} as const satisfies Readonly<Record<string, Swept>>

export type SweptKind = { [Kind in keyof typeof SWEPT_KINDS]: (typeof SWEPT_KINDS)[Kind] extends 'swept' ? Kind : never }[keyof typeof SWEPT_KINDS]
