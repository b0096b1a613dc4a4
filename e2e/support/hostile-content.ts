import type { Page } from '@playwright/test'
import type { QuoteForm } from '../../src/features/quote/form/model.ts'
import { ACCOUNTS } from './fixtures.ts'
import { completeAnswers, seedResult } from './quote-drafts.ts'

// For the hostile sweeps (issue 18), odd content a layout must survive: no place to break, emoji, right-to-left script, at the contract's lengths.

/** `seed` (plain ASCII: one unit a character) repeated to `length` characters. */
const unbroken = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length)

/** 200 characters with no space or hyphen, its one emoji at the end (a line may break beside an emoji, as beside a Chinese character). */
const NAME = `${unbroken('PeachStateFreightLogistics', 198)}🚚`
const RTL_NAME = 'شركة النقل السريع للشحن البري ذ.م.م'
const RTL_PERSON = 'דנה וייטפילד'
const LOCAL_PART = unbroken('operationsanddispatch', 60)

export const HOSTILE = {
  name: NAME,
  /** Another long word, for a second field beside the first (a city beside a street). */
  word: unbroken('Oversizedunbrokenplacename', 120),
  rtlName: RTL_NAME,
  rtlPerson: RTL_PERSON,
  email: `${LOCAL_PART}@${unbroken('peachstatefreightandlogistics', 120)}.example`,
  /** On loopback, where nothing listens: a delivery to it fails at once. */
  url: `https://127.0.0.1:9/${unbroken('receiverofthepeachstatefreightagencywebhooks', 500)}?token=${unbroken('abcdef0123456789', 200)}`,
  /** A long text of several lines, right-to-left and left-to-right mixed, such as a reply note or an error. */
  paragraph: `${RTL_NAME}: ${NAME}\n${unbroken('Thepolicysystemsaysthistextisoneverylongwordwithnospaces', 600)}\n${RTL_PERSON} 🚚 ${LOCAL_PART}@example.com`,
} as const

/** The tests' complete answers (a retail agency's) with every string a person types made hostile. */
export function hostileAnswers(): QuoteForm {
  const answers = completeAnswers()
  const street = { street: HOSTILE.name, city: HOSTILE.word }
  const address = { ...street, county: HOSTILE.rtlName }
  const contact = { contactFirstName: HOSTILE.word, contactLastName: HOSTILE.rtlPerson, contactEmail: HOSTILE.email }
  return {
    ...answers,
    insured: { ...answers.insured, legalName: HOSTILE.name, dbaName: HOSTILE.rtlName, ownerName: HOSTILE.rtlPerson, email: HOSTILE.email, ...contact },
    garage: { ...answers.garage, ...address },
    mailing: { ...answers.mailing, ...address },
    terminals: answers.terminals.map((terminal) => ({ ...terminal, ...address })),
    vehicles: answers.vehicles.map((vehicle) => ({ ...vehicle, make: HOSTILE.word, model: HOSTILE.name })),
    trailers: answers.trailers.map((trailer) => ({ ...trailer, make: HOSTILE.rtlName, model: HOSTILE.name })),
    drivers: answers.drivers.map((driver) => ({ ...driver, firstName: HOSTILE.rtlPerson, lastName: HOSTILE.name })),
    retailAgent: { ...answers.retailAgent, agencyName: HOSTILE.name, firstName: HOSTILE.rtlPerson, lastName: HOSTILE.word, email: HOSTILE.email, ...street },
  }
}

/** A quote result kept in this browser whose insured's name is hostile. */
export const HOSTILE_RESULT = 'BR-30001'
export const withHostileResult = (page: Page) => seedResult(page, ACCOUNTS.agent, HOSTILE_RESULT, HOSTILE.name)
