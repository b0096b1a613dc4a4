import { useState } from 'react'
import { Link } from 'react-router'
import { recentSubmissions } from '@/domain/recent-submissions'
import { FreeText } from '@/components/ui/free-text'
import { Id } from '@/components/ui/id'
import { formatDateTime } from '@/generic/format'
import { resultPathOf } from '@/domain/paths'

const SHOWN = 10

/** The account's latest quotes and indications received in this browser (the API has no list). */
export function RecentSubmissions({ account }: { account: string }) {
  const [records] = useState(() => recentSubmissions(account).slice(0, SHOWN))
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="mb-2 text-xl font-bold">
        Your recent quotes and indications
      </h2>
      <p className="mb-4 text-slate-700">Newest first. Kept in this browser for your account.</p>
      {records.length === 0 ? (
        <p>None yet: each one you get is listed here.</p>
      ) : (
        <ul className="divide-y divide-slate-300 rounded-md border border-slate-300 bg-white">
          {records.map((record) => (
            <li key={`${record.submissionNumber}/${record.receivedAt}`} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-4 py-3">
              <Link to={resultPathOf(record)} className="font-semibold">
                {record.kind === 'quote' ? 'Quote' : 'Indication'} <Id>{record.submissionNumber}</Id>: <FreeText>{record.insuredName}</FreeText>
              </Link>
              <span className="text-sm text-slate-700">
                <FreeText>{record.status}</FreeText> · received {formatDateTime(record.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
