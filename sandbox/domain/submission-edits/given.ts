import type { Given } from '../../store/types.ts'

/** A validated record without the optional fields that were not given (absent, null or empty text). */
export function given<Fields extends object>(fields: Fields): Given<Fields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== '')) as Given<Fields>
}
