import { apiBrowserRecords } from '@/api/browser-records'
import { portableImports } from '@/components/schedule-import/kept-imports'
import { portableMappings } from '@/components/schedule-import/mapping-memory'
import { portableApprovalReceipts } from '@/domain/approval-receipts'
import { portableResults } from '@/domain/recent-submissions'
import { portableSentDrafts, portableWizardDrafts } from '@/domain/wizard-drafts'
import { portableBatches } from '@/features/cancellations/batch/batch-records'
import { portableApprovals } from '@/features/cancellations/kept-approvals'
import { agencyTypeKind } from '@/features/quote/form/agency-type-kind'
import { portableEditDrafts } from '@/features/submissions/edit-drafts'
import { portableEndorsements } from '@/features/submissions/endorsement-records'
import { portableWorkspaceHistory } from '@/features/submissions/workspace-records'
import { isPortable, type BrowserRecordKind, type PortableKind, type UnportableKind } from '@/generic/records-file'

/** The guard of src/app/newer-build.ts, declared here by its key: that module is in every page's first load, these words are not. */
const buildsLeftKind: UnportableKind = {
  label: 'builds this tab left for a newer one',
  key: 'portal.builds-left',
  notPortable: 'Kept in this tab’s session storage so that loading a newer build never loops; it ends with the tab.',
}

/**
 * Every kind of what the portal keeps in this browser, each declared beside its store, portable or with
 * why not (docs/decisions/0103-browser-records-declared-once.md). Gathered here, as only the app may
 * import several features. The records screen exports and imports the portable ones, in this order; a
 * store in src that is missing here fails `__tests__/browser-record-kinds.test.ts`, and a kind that no
 * entry of the storage-failure sweep writes fails there too (e2e/support/record-kinds-swept.ts).
 */
export const BROWSER_RECORD_KINDS: readonly BrowserRecordKind[] = [
  ...portableWizardDrafts,
  portableSentDrafts,
  portableResults,
  portableWorkspaceHistory,
  portableEditDrafts,
  ...portableApprovals,
  portableApprovalReceipts,
  portableBatches,
  portableEndorsements,
  portableMappings,
  portableImports,
  agencyTypeKind,
  ...apiBrowserRecords,
  buildsLeftKind,
]

export const PORTABLE_KINDS: readonly PortableKind[] = BROWSER_RECORD_KINDS.filter(isPortable)
