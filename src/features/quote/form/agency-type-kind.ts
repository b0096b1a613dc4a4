import type { UnportableKind } from '@/generic/records-file'

/**
 * The remembered agency type (agency-type.ts), for the registry of browser records (ADR 0103). Apart from
 * its store, which the wizard loads, so that the records screen does not share a chunk with it; the
 * registry's test holds this key to the store's.
 */
export const agencyTypeKind: UnportableKind = {
  label: 'agency types',
  key: 'portal.quote-wizard.agency-type',
  notPortable: 'One answer, not a record: the wizard asks it again where it is not kept (ADR 0006).',
}
