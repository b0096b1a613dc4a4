/**
 * The workspace's screens and the reply lookup, as one route chunk: they share the form kit, the fleet
 * fields and the edit form, and each dynamic import in the router costs the entry chunk its own list of
 * files to preload (docs/decisions/0025-submission-edit-forms.md). The note page, a link target of its
 * own, stays a small chunk.
 */
export { AddDriverPage } from './components/add-driver-page'
export { AddTrailerPage } from './components/add-trailer-page'
export { LazyEndorsePage } from './components/lazy-endorse-page'
export { NoteLookupPage } from './components/note-lookup-page'
export { SubmissionPage } from './components/submission-page'
export { UpdateVehiclePage } from './components/update-vehicle-page'
export { WorkspacePage } from './components/workspace-page'
