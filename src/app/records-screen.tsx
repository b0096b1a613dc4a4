import { RecordsPage } from '@/features/records/components/records-page'
import { PORTABLE_KINDS } from './browser-record-kinds'

export function RecordsScreen() {
  return <RecordsPage kinds={PORTABLE_KINDS} />
}
