/**
 * What the production server tells the page about where it was started (ADR 0058): a JSON block it
 * writes into index.html, `<script type="application/json" id="portal-config">`, which the CSP does not
 * execute. Read once, before the first request. Without it (`vite` dev, `vite preview`, a static host)
 * the portal keeps what the build was given. No zod: this is part of every page's first load.
 */
export interface RuntimeConfig {
  /** Where the API is, ending in `/v1`: `/v1` on the portal's own origin, or an absolute URL. */
  apiBaseUrl: string
  /** Whether the server mounts the sandbox (`PORTAL_SANDBOX=1`): the sandbox badge and console show only then. */
  sandbox: boolean
  /**
   * Where FMCSA's census is read (docs/carrier-census.md): the origin of a Socrata server holding its
   * datasets, FMCSA's own by default; '' for the portal's own origin (the sandbox's stand-in); null when
   * the lookup is off (`CARRIER_CENSUS=off`).
   */
  carrierCensus: string | null
}

/** data.transportation.gov, where FMCSA publishes its census (Socrata). */
export const FMCSA_CENSUS_ORIGIN = 'https://data.transportation.gov'

/** An http(s) origin (no path, query, fragment or credentials), or '' for the portal's own. */
export function isCensusOrigin(value: string): boolean {
  return value === '' || /^https?:\/\/[^/?#@\s]+$/i.test(value)
}

/**
 * `CARRIER_CENSUS` (the server) or `VITE_CARRIER_CENSUS` (a static host's build): `off`, or the origin
 * of the census; unset, `whenUnset`. Undefined when the value is neither.
 */
export function readCarrierCensusSetting(value: string | undefined, whenUnset: string | null): string | null | undefined {
  if (value === undefined || value === '') return whenUnset
  if (value.trim().toLowerCase() === 'off') return null
  const origin = value.trim().replace(/\/+$/, '')
  return origin !== '' && isCensusOrigin(origin) ? origin : undefined
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'portal-config'
/** The data block in which `npm start` lists the chunks of the route it answered (src/route-preload.ts, ADR 0160). */
export const ROUTE_PRELOADS_ELEMENT_ID = 'portal-route-preloads'
/** Marks that script's tag: it is not the build's entry, by which a page names its build (served-build.ts). */
export const ROUTE_PRELOADER_ATTRIBUTE = 'data-route-preloader'

/** An absolute http(s) URL or a path (not `//host`, which is another origin), ending in `/v1`, without a query or fragment. */
export function isApiBaseUrl(value: string): boolean {
  return /^(https?:\/\/[^/?#\s]+)?(\/(?!\/)[^?#\s]*)?\/v1$/i.test(value)
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false
  const { apiBaseUrl, sandbox, carrierCensus } = value as Record<string, unknown>
  const census = carrierCensus === null || (typeof carrierCensus === 'string' && isCensusOrigin(carrierCensus))
  return typeof apiBaseUrl === 'string' && isApiBaseUrl(apiBaseUrl) && typeof sandbox === 'boolean' && census
}

/** The block's configuration, or undefined when there is none (or it is unreadable: the build's own then holds). */
export function readRuntimeConfig(document: Pick<Document, 'getElementById'> | undefined = globalThis.document): RuntimeConfig | undefined {
  const text = document?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return isRuntimeConfig(value) ? value : undefined
  } catch {
    return undefined
  }
}
