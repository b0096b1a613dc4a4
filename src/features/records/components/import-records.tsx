import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { FreeText } from '@/components/ui/free-text'
import { formatDateTime } from '@/generic/format'
import { importRecordsFile, readRecordsFile, recordsFileName, type ImportSummary, type PortableKind, type ReadRecordsFile } from '@/generic/records-file'
import { countOf } from '@/generic/text'
import { importSentence, kindCounts } from '../import-words'
import { LiveRegion } from '@/components/ui/live-region'

type Outcome =
  { kind: 'imported'; exportedAt: string; summary: ImportSummary } | { kind: 'refused'; read: Extract<ReadRecordsFile, { ok: false }> } | { kind: 'unreadable' }

function Refusal({ read, account }: { read: Extract<ReadRecordsFile, { ok: false }>; account: string }) {
  if (read.problem === 'another-account')
    return (
      <Alert tone="error" title="Another account’s records: nothing was imported">
        <p>
          This file holds the records of <FreeText>{read.account}</FreeText>, and you are signed in as <FreeText>{account}</FreeText>. Records stay with their
          account: sign in as <FreeText>{read.account}</FreeText> to import it.
        </p>
      </Alert>
    )
  if (read.problem === 'newer-format')
    return (
      <Alert tone="error" title="Made by a newer portal: nothing was imported">
        <p>This file was exported by a newer version of the portal than this one. Reload this page to get the newer version, then import it again.</p>
      </Alert>
    )
  return (
    <Alert tone="error" title="Not a records file: nothing was imported">
      <p>This file is not one that “Export” on this page writes, or it was changed since. Choose a file named like {recordsFileName()}.</p>
    </Alert>
  )
}

function Imported({ exportedAt, summary }: { exportedAt: string; summary: ImportSummary }) {
  const notStored = summary.total['not-stored']
  const sentence = importSentence(summary.total)
  const changed = summary.byKind.filter(({ counts }) => kindCounts(counts) !== '')
  return (
    <Alert tone={notStored > 0 ? 'warning' : 'success'} title={`Imported the records exported ${formatDateTime(exportedAt)}`}>
      {sentence && <p>{sentence}</p>}
      {notStored > 0 && (
        <p className={`font-semibold ${sentence ? 'mt-2' : ''}`}>
          This browser would not store {countOf(notStored, 'records')} of the file (its storage is full or turned off): they are not here. Free some room or
          turn storage on, then import the file again: what is here now is kept.
        </p>
      )}
      {changed.length > 0 && (
        <ul className="mt-2 list-disc pl-6">
          {changed.map(({ label, counts }) => (
            <li key={label}>
              <span className="first-letter:uppercase inline-block">{label}</span>: {kindCounts(counts)}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  )
}

/** Choosing a file imports it: merging never loses a newer copy, so there is nothing to confirm. */
export function ImportRecords({ account, kinds, onImported }: { account: string; kinds: readonly PortableKind[]; onImported: () => void }) {
  const fileId = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function importFile(chosen: File | undefined) {
    if (!chosen) return
    let text: string
    try {
      text = await chosen.text()
    } catch {
      setOutcome({ kind: 'unreadable' })
      return
    }
    const read = readRecordsFile(text, account)
    if (!read.ok) {
      setOutcome({ kind: 'refused', read })
      return
    }
    setOutcome({ kind: 'imported', exportedAt: read.file.exportedAt, summary: importRecordsFile(read.file, account, kinds) })
    onImported()
  }

  return (
    <section aria-labelledby="import-records" className="flex flex-col gap-3">
      <h2 id="import-records" className="text-xl font-bold">
        Import a file
      </h2>
      <p>
        The file’s records join this browser’s. Where both have a record, the newer copy wins; nothing newer here is overwritten, and nothing here is deleted.
      </p>
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="font-semibold text-slate-900">
          Records file (.json)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            const input = event.currentTarget
            void importFile(input.files?.[0]).finally(() => {
              // The same file chosen again imports again.
              input.value = ''
            })
          }}
          className="max-w-full text-base"
        />
      </div>
      <LiveRegion>
        {outcome?.kind === 'imported' && <Imported exportedAt={outcome.exportedAt} summary={outcome.summary} />}
        {outcome?.kind === 'refused' && <Refusal read={outcome.read} account={account} />}
        {outcome?.kind === 'unreadable' && (
          <Alert tone="error" title="The file could not be read: nothing was imported">
            <p>Choose it again, or export it again from the other browser.</p>
          </Alert>
        )}
      </LiveRegion>
    </section>
  )
}
