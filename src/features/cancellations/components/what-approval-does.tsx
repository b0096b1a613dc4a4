/** Rules 3, 5, 6 and 9 in words, beside the button that approves. */
export function WhatApprovalDoes() {
  return (
    <section aria-labelledby="what-approval-does" className="rounded-md border border-slate-300 bg-slate-50 p-4">
      <h2 id="what-approval-does" className="mb-2 text-xl font-bold text-slate-900">
        What approving does
      </h2>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          It starts the notice clocks: the policy moves to Pending Cancellation, and the notice periods run from the dates the service stores. When
          the service enforces notice minimums at approval, it works them out again from today and may move a date later, never earlier; if the
          minimum would fall after the policy expires, it holds the approval for review instead.
        </li>
        <li>It does not make or send the notices: an approval does not mean they are ready, printed or delivered.</li>
        <li>You confirm once more before anything is sent, and the portal never sends an approval again by itself.</li>
      </ul>
    </section>
  )
}
