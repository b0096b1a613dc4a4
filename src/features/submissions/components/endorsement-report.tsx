import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { downloadFile } from '@/generic/download-file'
import type { EndorsementBatch } from '../endorsement-records'
import { reportCsv, reportText, type RunSheet } from '../endorsement-report'

/** The run's report: every line of the sheet, its outcome, new id and messages; to print, copy or download as CSV. */
export function EndorsementReport({ title, fileName, batch, sheet }: { title: string; fileName: string; batch: EndorsementBatch; sheet: RunSheet }) {
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="report-heading" className="text-xl font-bold">
        Report of the run
      </h2>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={reportText(title, batch, sheet)} label="Copy the report" />
        <Button variant="secondary" onClick={() => downloadFile(fileName, reportCsv(batch, sheet), 'text/csv;charset=utf-8')}>
          Download the report as CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print the report
        </Button>
      </div>
    </section>
  )
}
