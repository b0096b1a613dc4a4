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

export function apiUrl(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return `${apiBaseUrl}${path}${search}`
}

/** The sandbox's control API sits beside `/v1` on the API's origin. */
export function sandboxControlUrl(path: string): string {
  const origin = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''
  return `${origin}/__sandbox${path}`
}
