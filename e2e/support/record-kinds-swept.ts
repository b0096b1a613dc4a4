/**
 * Which entries of the storage-failure sweep (e2e/sweeps.spec.ts, ADR 0055) write each kind of the
 * registry of browser records (src/app/browser-record-kinds.ts, ADR 0103), by the kind's key (an
 * IndexedDB kind's as `IndexedDB <name>`), or why none does. Data alone, so that the registry's unit test
 * reads it too: a kind without a line fails there, an entry named here that the sweep lacks fails
 * e2e/record-kinds-swept.spec.ts, and an entry that never tries to write a kind it is said to write fails
 * its run with storage full.
 */
export type Swept = readonly string[] | { notSwept: string }

export const SWEPT_KINDS: Readonly<Record<string, Swept>> = {
  'portal.quote-wizard.quote-draft': ['quote wizard'],
  'portal.quote-wizard.indication-draft': ['indication wizard'],
  'portal.quote-wizard.sent-draft': ['quote result'],
  'portal.recent-submissions': ['quote result'],
  'portal.workspace.submissions': ['submission page', 'add a driver, done'],
  'portal.workspace.edit-draft': ['add a driver, draft', 'add a trailer, draft', 'update a vehicle, draft'],
  'portal.cancel-approvals': ['cancel-approve, approved'],
  'portal.cancel-approve-drafts': ['cancel-approve, form'],
  'portal.approval-receipts': ['cancel-approve, saved-approval receipt'],
  'portal.approval-batches': ['approve several, batch'],
  'portal.endorsements': ['endorsement from a spreadsheet, run'],
  'portal.schedule-mappings': ['add a driver, column mapping', 'quote wizard, schedule import'],
  'portal.schedule-imports': ['quote wizard, schedule import'],
  'portal.quote-wizard.agency-type': {
    notSwept: 'Not said when refused (ADR 0055): the wizard asks again, and its draft’s warning says this browser keeps nothing.',
  },
  'portal.session': ['sign-in'],
  'IndexedDB portal.session': { notSwept: 'Written by a refresh, which gives up quietly when IndexedDB refuses (ADR 0055): the tab keeps its single flight.' },
  'portal.request-timeout-ms': { notSwept: 'The portal only reads it.' },
  'portal.builds-left': {
    notSwept:
      'Written only when a deploy replaced the files of an open tab; a browser that refuses it gets no reload, and the page says the part could not be loaded (ADR 0117).',
  },
}

/** The kinds an entry of the storage sweep is said to write. */
export const kindsWrittenBy = (entry: string): string[] =>
  Object.entries(SWEPT_KINDS).flatMap(([kind, swept]) => (Array.isArray(swept) && swept.includes(entry) ? [kind] : []))
