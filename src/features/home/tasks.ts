import { paths } from '@/domain/paths'

export interface HomeTask {
  to: string
  title: string
  description: string
  /** Listed only when the portal talks to the sandbox. */
  sandboxOnly?: boolean
}

/** The landing page's shortcuts, one per screen that exists. */
export const homeTasks: HomeTask[] = [
  {
    to: paths.newIndication,
    title: 'Get an indication',
    description: 'A quick, non-binding price from a few answers, without a schedule. Carry it into a full quote later.',
  },
  {
    to: paths.newQuote,
    title: 'Get a quote',
    description: 'The full submission, rated, with the quote as a PDF.',
  },
  {
    to: paths.workspace,
    title: 'Work on a submission',
    description: 'Add a driver or a trailer, update a vehicle, or read a reply.',
  },
  {
    to: paths.notes,
    title: 'Read a reply from underwriting',
    description: 'Open a public reply named in a notification.',
  },
  {
    to: paths.approveSeveral,
    title: 'Approve several cancellations',
    description: 'Paste a day’s list, confirm it once, and get a report of each outcome.',
  },
  {
    to: paths.taxCalculator,
    title: 'Calculate state taxes and fees',
    description: 'The surplus lines taxes and fees of the insured’s home state, to the cent.',
  },
  {
    to: paths.webhooks,
    title: 'Connect your systems with webhooks',
    description: 'Send submission events to your systems, signed with a secret only you keep.',
  },
  {
    to: paths.sandboxConsole,
    title: 'Sandbox console',
    description: 'See the e-mails the sandbox sent, move its clock, or reset its data.',
    sandboxOnly: true,
  },
]
