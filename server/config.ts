import { basename, dirname, join, resolve } from 'node:path'
import { FMCSA_CENSUS_ORIGIN, isApiBaseUrl, readCarrierCensusSetting, type RuntimeConfig } from '../src/api/runtime-config.ts'

/** How the portal reaches the API (ADR 0058): the browser directly, through this server, or a sandbox mounted here. */
export type ApiMode = { kind: 'direct'; apiBaseUrl: string } | { kind: 'proxy'; target: URL; timeoutMs: number } | { kind: 'sandbox' }

export interface ServerConfig {
  port: number
  host: string
  api: ApiMode
  /** FMCSA's census (docs/carrier-census.md): its origin, '' for this origin (the sandbox's stand-in), or null when off. */
  carrierCensus: string | null
}

/** Long enough that the portal's own limits (30 s, 60 s for an approval; ADR 0038) always come first. */
export const DEFAULT_PROXY_TIMEOUT_MS = 60_000

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const MODES_HELP =
  'Set one of: API_BASE_URL=https://api.example.com/v1 (the browser calls the API, which allows this origin with CORS), ' +
  'API_PROXY_TARGET=https://api.example.com (this server forwards /v1 there), or PORTAL_SANDBOX=1 (a demo with the sandbox API).'

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${value}".`)
  return port
}

function readProxyTarget(value: string): URL {
  let target: URL
  try {
    target = new URL(value)
  } catch {
    throw new ConfigError(`API_PROXY_TARGET must be an http(s) URL, not "${value}".`)
  }
  if (!/^https?:$/.test(target.protocol) || target.search || target.hash || target.username || target.password) {
    throw new ConfigError('API_PROXY_TARGET must be an http(s) URL without credentials, query or fragment.')
  }
  if (/\/v1\/?$/.test(target.pathname)) throw new ConfigError('API_PROXY_TARGET is everything before /v1: leave /v1 out.')
  return target
}

function readTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PROXY_TIMEOUT_MS
  const timeoutMs = Number(value)
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new ConfigError(`API_PROXY_TIMEOUT_MS must be a whole number of milliseconds, not "${value}".`)
  return timeoutMs
}

function readApiMode(env: NodeJS.ProcessEnv): ApiMode {
  const sandbox = env.PORTAL_SANDBOX === '1'
  if (env.PORTAL_SANDBOX && !['0', '1'].includes(env.PORTAL_SANDBOX)) throw new ConfigError('PORTAL_SANDBOX is 1 (mount the sandbox) or 0.')
  const chosen = [env.API_BASE_URL && 'API_BASE_URL', env.API_PROXY_TARGET && 'API_PROXY_TARGET', sandbox && 'PORTAL_SANDBOX=1'].filter(Boolean)
  if (chosen.length === 0) throw new ConfigError(`No API configured. ${MODES_HELP}`)
  if (chosen.length > 1) throw new ConfigError(`${chosen.join(' and ')} exclude each other. ${MODES_HELP}`)
  if (sandbox) return { kind: 'sandbox' }
  if (env.API_PROXY_TARGET) return { kind: 'proxy', target: readProxyTarget(env.API_PROXY_TARGET), timeoutMs: readTimeout(env.API_PROXY_TIMEOUT_MS) }
  const apiBaseUrl = (env.API_BASE_URL ?? '').replace(/\/+$/, '')
  if (!isApiBaseUrl(apiBaseUrl)) throw new ConfigError(`API_BASE_URL must be an http(s) URL ending in /v1, not "${env.API_BASE_URL}".`)
  return { kind: 'direct', apiBaseUrl }
}

/** CARRIER_CENSUS: FMCSA's own census unless said otherwise; with the sandbox mounted, its stand-in here. */
function readCarrierCensus(value: string | undefined, api: ApiMode): string | null {
  const census = readCarrierCensusSetting(value, api.kind === 'sandbox' ? '' : FMCSA_CENSUS_ORIGIN)
  if (census === undefined)
    throw new ConfigError(`CARRIER_CENSUS is off, or the http(s) origin of FMCSA's census (${FMCSA_CENSUS_ORIGIN} when unset), not "${value}".`)
  return census
}

/** The server's configuration, from the environment it was started in; a ConfigError says what to fix. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const api = readApiMode(env)
  return { port: readPort(env.PORT), host: env.HOST || '0.0.0.0', api, carrierCensus: readCarrierCensus(env.CARRIER_CENSUS, api) }
}

/** What the page is told (src/api/runtime-config.ts): in proxy and sandbox modes the API is /v1 on the portal's own origin. */
export function runtimeConfigOf({ api, carrierCensus }: Pick<ServerConfig, 'api' | 'carrierCensus'>): RuntimeConfig {
  return { apiBaseUrl: api.kind === 'direct' ? api.apiBaseUrl : '/v1', sandbox: api.kind === 'sandbox', carrierCensus }
}

/**
 * Where earlier builds' hashed files are kept (ADR 0116): `PORTAL_ASSET_ARCHIVE`, a folder that several
 * instances may share, or `off`; by default the build's folder name with `-archive`, beside it.
 */
export function assetArchiveDir(value: string | undefined, distDir: string): string | null {
  if (value === 'off') return null
  if (value) return resolve(value)
  return join(dirname(resolve(distDir)), `${basename(resolve(distDir))}-archive`)
}
