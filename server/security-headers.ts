import type { RuntimeConfig } from '../src/api/runtime-config.ts'

/**
 * The one source of the portal's response headers: the production server sends them, `vite preview`
 * sends them, the build writes them into index.html's meta tag (the policy only) and into the files for
 * static hosts (`_headers`, the nginx snippet). ADRs 0004 and 0060.
 */

/** The origin of an absolute API base URL, or '' when the API is on the portal's own origin. */
export function apiOriginOf(apiBaseUrl: string): string {
  return /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''
}

/** What the page connects to besides its own origin: the API, and FMCSA's census when the lookup is on (null: off). */
export type PortalConnections = Pick<RuntimeConfig, 'apiBaseUrl' | 'carrierCensus'>

/** The other origins the page may call: the API's, and the census's only while the lookup is on. */
function connectOrigins({ apiBaseUrl, carrierCensus }: PortalConnections): string[] {
  return [...new Set([apiOriginOf(apiBaseUrl), carrierCensus ?? ''].filter(Boolean))]
}

/**
 * The Content-Security-Policy. The meta form leaves out `frame-ancestors`, which a meta tag cannot
 * carry (browsers ignore it there and say so in the console).
 */
export function contentSecurityPolicy(connections: PortalConnections, { header }: { header: boolean }): string {
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins(connections)].join(' '),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ]
  if (header) directives.push("frame-ancestors 'none'")
  return directives.join('; ')
}

/** The policy as index.html's meta tag, which the production server rewrites for the API and census it is configured with. */
export function contentSecurityPolicyMeta(connections: PortalConnections): string {
  return `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(connections, { header: false })}" />`
}

/** Features the portal never uses, switched off for it and anything it might embed. Only names Chromium knows: an unknown one is a console error. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Sent only over HTTPS (a browser ignores it over plain HTTP); a year, without subdomains, which belong to others. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'

/** Every response's headers, for a portal with these connections. */
export function securityHeaders(connections: PortalConnections): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connections, { header: true }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/** Hashed file names never change content: a year, and no revalidation. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** index.html and every file without a hash: kept, but asked about again before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache'
/** Vite writes every hashed file here (and nothing else). */
export const HASHED_ASSETS_PREFIX = '/assets/'
