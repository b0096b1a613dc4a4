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
    description:
      'A quick, non-binding first price from a few answers: the business, its operations and how many trucks and trailers, no schedule. Carry it into a full quote later.',
  },
  {
    to: paths.newQuote,
    title: 'Get a quote',
    description: 'The full submission, rated, with the quote as a PDF. Your answers are saved as you type.',
  },
  {
    to: paths.workspace,
    title: 'Work on a submission',
    description: 'Open one by its ids to add a driver or a trailer, update a vehicle, or read a reply.',
  },
  {
    to: paths.notes,
    title: 'Read a reply from underwriting',
    description: 'Open the text of a public reply named in a notification.',
  },
  {
    to: paths.approveSeveral,
    title: 'Approve several cancellations',
    description: 'A day’s approvals in one pass: paste the list, confirm it once, and get each one’s outcome as a report.',
  },
  {
    to: paths.taxCalculator,
    title: 'Calculate state taxes and fees',
    description: 'Show an insured the surplus lines taxes and fees of their home state, to the cent.',
  },
  {
    to: paths.webhooks,
    title: 'Connect your systems with webhooks',
    description: 'Subscribe an endpoint to submission events, keep its signing secret safe, and check signatures before the first event.',
  },
  {
    to: paths.sandboxConsole,
    title: 'Sandbox console',
    description: 'See the e-mails the sandbox sent, move its clock, or put its data back to the fixtures.',
    sandboxOnly: true,
  },
]
