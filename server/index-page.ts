import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../src/api/runtime-config.ts'
import { contentSecurityPolicyMeta } from './security-headers.ts'

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i

/** JSON that cannot end the script element it sits in, nor open a comment there. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/**
 * The built index.html for this server's configuration (ADR 0058): the meta policy the build wrote
 * (for the API and census the build knew) replaced by the one for the configured ones, and the configuration as a
 * JSON block right after it, which the page reads before its first request (src/api/runtime-config.ts).
 * A data block is not script: the CSP and Trusted Types let it be.
 */
export function renderIndexPage(builtHtml: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`
  const head = `${contentSecurityPolicyMeta(config)}\n    ${block}`
  if (META_POLICY.test(builtHtml)) return builtHtml.replace(META_POLICY, () => head)
  if (!/<head>/i.test(builtHtml)) throw new Error('The built index.html has no <head>.')
  return builtHtml.replace(/<head>/i, (open) => `${open}\n    ${head}`)
}
