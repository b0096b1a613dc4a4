import { defineScreens, type PathsOf } from '../../domain/screens.ts'

/**
 * The workspace's screens and the reply lookup load one chunk (workspace-screens.ts, ADR 0025); the note
 * page, a link target of its own, is a small one. 76.5 kB after issue 31 (a history that says what it
 * dropped, the vehicle chosen from the quote, a draft sent without an answer, the import kept across a reload);
 * 78.6 kB after issue 42 (the contract's rules as the patterns the OpenAPI document states, ADR 0120);
 * 79.5 kB after issue 39 (every send's words for an ended session, a fixed row sent); 80.1 kB after issue 43
 * (a field's problem said as it is typed, live regions without a role, the done panel a described region).
 */
const WORKSPACE_KB = 81

export const submissionScreens = defineScreens({
  workspace: {
    path: '/submissions',
    title: 'the submission workspace',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.WorkspacePage })),
    nav: { label: 'Submissions', order: 40 },
    home: { title: 'Work on a submission', description: 'Add a driver or a trailer, update a vehicle, or read a reply.', order: 30 },
    budgetKb: WORKSPACE_KB,
  },
  submission: {
    path: '/submissions/:displayId/:transactionId',
    title: 'a submission’s page in the workspace',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.SubmissionPage })),
    budgetKb: WORKSPACE_KB,
  },
  addDriver: {
    path: '/submissions/:displayId/:transactionId/drivers/new',
    title: 'the workspace: add a driver',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.AddDriverPage })),
    budgetKb: WORKSPACE_KB,
    sends: ['addDriver'],
  },
  addTrailer: {
    path: '/submissions/:displayId/:transactionId/trailers/new',
    title: 'the workspace: add a trailer',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.AddTrailerPage })),
    budgetKb: WORKSPACE_KB,
    sends: ['addTrailer'],
  },
  updateVehicle: {
    path: '/submissions/:displayId/:transactionId/vehicles/update',
    title: 'the workspace: update a vehicle',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.UpdateVehiclePage })),
    budgetKb: WORKSPACE_KB,
    sends: ['updateVehicle'],
  },
  // The run itself (components/endorse-page.tsx) is a chunk of its own, loaded from this one (scripts/size.ts).
  endorse: {
    path: '/submissions/:displayId/:transactionId/from-a-spreadsheet',
    title: 'endorsement runs from a schedule',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.LazyEndorsePage })),
    budgetKb: WORKSPACE_KB,
    sends: ['addDriver', 'addTrailer', 'updateVehicle'],
  },
  noteLookup: {
    path: '/notes',
    title: 'the reply lookup',
    screen: () => import('./workspace-screens.ts').then((module) => ({ Component: module.NoteLookupPage })),
    home: { title: 'Read a reply from underwriting', description: 'Open a public reply named in a notification.', order: 40 },
    budgetKb: WORKSPACE_KB,
  },
  note: {
    path: '/submissions/:displayId/notes/:noteId',
    title: 'a reply from underwriting',
    screen: () => import('./components/note-page.tsx').then((module) => ({ Component: module.NotePage, load: module.loadNotePage })),
    budgetKb: 35,
    reads: ['readPublicReplyNote'],
  },
})

declare module '../../domain/paths.ts' {
  interface ScreenPaths extends PathsOf<typeof submissionScreens> {}
}
