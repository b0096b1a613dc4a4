/** What the check is told: where the API is, the test account, and the ids it may use. */
export interface CheckOptions {
  /** The API's base URL, ending in `/v1`. */
  baseUrl: string
  username: string
  password: string
  /** Send changes: a quote, an indication, edits of `submission`, a webhook subscription. */
  write: boolean
  /** The test submission's `DISPLAY_ID/TRANSACTION_ID`, open to changes; needed with `write`. */
  submission?: string
  /** A vehicle id of that transaction, to update. */
  vehicle?: string
  /** A public reply of the test account: `DISPLAY_ID/notes/NOTE_ID`. */
  note?: string
  /** Ids of another agency, which must be answered as ids nobody has. */
  foreignSubmission?: string
  foreignNote?: string
  foreignSubscription?: string
  /** Send tax calculations until a 429, to read the rate limit's answer. */
  rateLimit: boolean
}

export const USAGE = `npm run check-api -- <base URL ending in /v1> [--write --submission DISPLAY_ID/TRANSACTION_ID [--vehicle ID]]
  [--note DISPLAY_ID/notes/NOTE_ID] [--foreign-submission DISPLAY_ID/TRANSACTION_ID] [--foreign-note DISPLAY_ID/notes/NOTE_ID]
  [--foreign-subscription ID] [--rate-limit]
The test account comes from CHECK_API_USERNAME and CHECK_API_PASSWORD, never from the command line.`

const VALUE_FLAGS = {
  '--submission': 'submission',
  '--vehicle': 'vehicle',
  '--note': 'note',
  '--foreign-submission': 'foreignSubmission',
  '--foreign-note': 'foreignNote',
  '--foreign-subscription': 'foreignSubscription',
} as const

/** The options from the command line and the environment, or the problem in words. */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CheckOptions | string {
  const username = env.CHECK_API_USERNAME
  const password = env.CHECK_API_PASSWORD
  if (!username || !password) return 'Set CHECK_API_USERNAME and CHECK_API_PASSWORD to a test account of the API.'
  const options: CheckOptions = { baseUrl: '', username, password, write: false, rateLimit: false }
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!
    if (argument === '--write') options.write = true
    else if (argument === '--rate-limit') options.rateLimit = true
    else if (argument in VALUE_FLAGS) {
      const value = argv[(index += 1)]
      if (!value) return `${argument} needs a value.`
      options[VALUE_FLAGS[argument as keyof typeof VALUE_FLAGS]] = value
    } else if (!argument.startsWith('--') && !options.baseUrl) options.baseUrl = argument
    else return `Unknown argument ${argument}.`
  }
  if (!/^https?:\/\/[^/]+.*\/v1\/?$/.test(options.baseUrl)) return 'Give the API’s base URL, ending in /v1, like https://api.example.com/v1.'
  if (options.write && !options.submission) return 'With --write, name the test submission to change: --submission DISPLAY_ID/TRANSACTION_ID.'
  return options
}
