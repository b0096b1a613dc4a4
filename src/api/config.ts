/**
 * Where the API lives. `VITE_API_BASE_URL` already ends in `/v1` (section 9); by default the portal
 * talks to the sandbox mounted on its own origin.
 */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL || '/v1').replace(/\/+$/, '')

export function apiUrl(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return `${apiBaseUrl}${path}${search}`
}

/** The sandbox's control API sits beside `/v1` on the API's origin. */
export function sandboxControlUrl(path: string): string {
  const origin = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''
  return `${origin}/__sandbox${path}`
}
