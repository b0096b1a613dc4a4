import { isModuleLoadFailure, MODULE_LOAD_FAILURE_ADVICE } from '@/generic/module-load-failure'
import { ApiError, NetworkError, OfflineError, SessionEndedError } from './errors'

/** A sentence a person can act on, for errors a screen has no more specific words for. */
export function describeError(error: unknown): string {
  if (error instanceof SessionEndedError || error instanceof NetworkError || error instanceof OfflineError) return error.message
  if (error instanceof ApiError) {
    if (error.status >= 500) return 'The service failed to handle this request. Nothing was lost here; try again in a moment.'
    return error.message
  }
  // The part of the portal that sends (the sign-in call, for one) loads on demand.
  if (isModuleLoadFailure(error)) return `Nothing was sent. ${MODULE_LOAD_FAILURE_ADVICE}`
  return 'Something unexpected went wrong. Try again; if it keeps happening, reload the page.'
}
