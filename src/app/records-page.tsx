import { YourRecords } from '@/features/records/components/your-records'
import { PORTABLE_KINDS } from './browser-record-kinds'

/** "Your records" with every portable kind: the app alone may gather the stores of several features. */
export function RecordsPage() {
  return <YourRecords kinds={PORTABLE_KINDS} />
}
