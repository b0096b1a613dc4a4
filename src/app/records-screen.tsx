import { portableApprovalReceipts } from '@/domain/approval-receipts'
import { portableResults } from '@/domain/recent-submissions'
import { portableImports } from '@/components/schedule-import/kept-imports'
import { portableMappings } from '@/components/schedule-import/mapping-memory'
import { portableBatches } from '@/features/cancellations/batch/batch-records'
import { portableApprovals } from '@/features/cancellations/kept-approvals'
import { RecordsPage } from '@/features/records/components/records-page'
import { portableEditDrafts } from '@/features/submissions/edit-drafts'
import { portableEndorsements } from '@/features/submissions/endorsement-records'
import { portableWorkspaceHistory } from '@/features/submissions/workspace-records'
import type { PortableKind } from '@/generic/records-file'
import { portableWizardDrafts } from '@/domain/wizard-drafts'

/** Every kind of the record store that a records file carries: gathered here, as only the app may import several features. */
const PORTABLE_KINDS: readonly PortableKind[] = [
  ...portableWizardDrafts,
  portableResults,
  portableWorkspaceHistory,
  portableEditDrafts,
  ...portableApprovals,
  portableApprovalReceipts,
  portableBatches,
  portableEndorsements,
  portableMappings,
  portableImports,
]

export function RecordsScreen() {
  return <RecordsPage kinds={PORTABLE_KINDS} />
}
