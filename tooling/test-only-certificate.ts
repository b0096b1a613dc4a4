import { fileURLToPath } from 'node:url'

const named = (ending: string) => fileURLToPath(new URL(`../sandbox/__tests__/tls/test-only-trusted-127.0.0.1.${ending}`, import.meta.url))

/**
 * The test-only certificate for 127.0.0.1, ::1 and localhost and its public key's file
 * (sandbox/__tests__/tls/README.md): the webhook tests' HTTPS receivers and the measurements' HTTPS front.
 */
export const TEST_ONLY_CERTIFICATE = { cert: named('cert.pem'), key: named('key.pem') }
