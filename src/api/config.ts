import { readRuntimeConfig } from './runtime-config'

const runtimeConfig = readRuntimeConfig()

/**
 * Where the API lives, ending in `/v1` (section 9): what the production server was started with
 * (ADR 0058), else `VITE_API_BASE_URL` from the build; by default the sandbox on the portal's own origin.
 */
export const apiBaseUrl: string = (runtimeConfig?.apiBaseUrl || import.meta.env.VITE_API_BASE_URL || '/v1').replace(/\/+$/, '')

/**
 * Whether the server mounts the sandbox, when the production server says (ADR 0058); undefined without
 * its word, and then the API's origin is asked (`sandbox-info.ts`).
 */
export const sandboxMounted: boolean | undefined = runtimeConfig?.sandbox

/** The API's origin, or '' when it is on the portal's own: the sandbox's control API and its census stand-in sit beside `/v1` there. */
export const apiOrigin: string = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''

/** A path under a base URL (or origin), with its query. */
export function urlUnder(base: string, path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return `${base}${path}${search}`
}

export const apiUrl = (path: string, query?: Record<string, string>): string => urlUnder(apiBaseUrl, path, query)

/** The sandbox's control API sits beside `/v1` on the API's origin. */
export function sandboxControlUrl(path: string): string {
  return `${apiOrigin}/__sandbox${path}`
}
