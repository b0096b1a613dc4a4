import type { UnportableKind } from '@/generic/records-file'

/**
 * What the api layer keeps in this browser, for the registry of record kinds (src/app/browser-record-kinds.ts,
 * ADR 0103). Declared apart from their stores (src/api/session/session-store.ts, replaced-tokens.ts,
 * src/api/request-timeout.ts), and by their keys rather than the stores' constants: an import of those
 * would cost every page's first load its export, for words only the records screen reads. The registry's
 * test holds each key here to the store's.
 */
export const apiBrowserRecords: UnportableKind[] = [
  {
    label: 'session',
    key: 'portal.session',
    notPortable: 'It holds the tokens, which never leave this browser (ADR 0001): in another browser, you sign in.',
  },
  {
    label: 'fingerprints of replaced tokens',
    key: 'portal.session',
    where: 'IndexedDB',
    notPortable: 'They tell this browser’s tabs which token a refresh replaced; another browser has other tokens.',
  },
  {
    label: 'request time limit for tests',
    key: 'portal.request-timeout-ms',
    notPortable: 'A tester sets it by hand and the portal only reads it.',
  },
]
