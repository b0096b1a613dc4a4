/** Where the e2e build goes and which ports its preview servers take; both can be moved by env. */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR || 'dist'
const basePort = Number(process.env.E2E_PORT_BASE || 4173)
// Three: on 2 cores two workers left a third of the CPU idle while tests waited on the page (ADR 0161).
const serverCount = Number(process.env.E2E_WORKERS || 3)
export const previewPorts = Array.from({ length: serverCount }, (_, index) => basePort + index)
/**
 * Ports of the production server's spec (e2e/production-server.spec.ts), which starts its own servers:
 * the stand-in API and the portal, 50 above the preview servers' base.
 */
export const productionPorts = { api: basePort + 50, portal: basePort + 51 }
/** Ports of the validating proxy's spec (e2e/openapi-proxy.spec.ts): the sandbox alone, Prism in front of it, the portal in front of Prism. */
export const validatingProxyPorts = { api: basePort + 52, prism: basePort + 53, portal: basePort + 54 }
/** Ports of the deploy's spec (e2e/deploy.spec.ts): the sandbox alone as the API, which a deploy leaves running, and the portal deployed. */
export const deployPorts = { api: basePort + 56, portal: basePort + 57 }
/** The keystroke model's own `vite preview` of the e2e build (`npm run test:klm`, bench/klm.ts). */
export const klmPort = basePort + 65
/** The speed budgets' own `vite preview` of the e2e build (`npm run test:speed`, bench/speed-budgets.ts). */
export const speedBudgetsPort = basePort + 55
/** The slow-link gate's servers (`npm run test:slow-link`, bench/slow-link.ts): the stand-in API, and `npm start` of the e2e build on the next port. */
export const slowLinkPort = basePort + 58
/** The development-mode smoke's `vite` dev server (`npm run test:dev`, e2e/dev-server.smoke.ts). */
export const devServerPort = basePort + 60
/** Ports of the Firefox and WebKit runs (e2e/engines): each engine's own preview, and WebKit's WebDriver server. */
export const enginePorts = { firefox: basePort + 70, webkit: basePort + 71, webKitDriver: basePort + 72 }
