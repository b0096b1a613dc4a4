/** Where the e2e build goes and which ports its servers take, above E2E_PORT_BASE; both can be moved by env. */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR || 'dist'
const basePort = Number(process.env.E2E_PORT_BASE || 4173)
// Three previews, one a worker: on 2 cores two workers left a third of the CPU idle while tests waited on the page (ADR 0161).
export const previewPorts = Array.from({ length: Number(process.env.E2E_WORKERS || 3) }, (_, index) => basePort + index)
// The servers a spec or a run starts for itself (e2e/production-server.spec.ts, openapi-proxy.spec.ts, deploy.spec.ts, bench/, e2e/engines).
export const productionPorts = { api: basePort + 50, portal: basePort + 51 }
export const validatingProxyPorts = { api: basePort + 52, prism: basePort + 53, portal: basePort + 54 }
export const speedBudgetsPort = basePort + 55
export const deployPorts = { api: basePort + 56, portal: basePort + 57 }
/** The slow-link gate's stand-in API; `npm start` of the e2e build on the next port. */
export const slowLinkPort = basePort + 58
export const devServerPort = basePort + 60
export const klmPort = basePort + 65
export const enginePorts = { firefox: basePort + 70, webkit: basePort + 71, webKitDriver: basePort + 72 }
