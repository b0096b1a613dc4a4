import { splitFullName } from './driver-names.ts'
import { choiceReader } from './read-choice.ts'
import { readDate } from './read-date.ts'
import { readExperienceMonths } from './read-experience.ts'
import { readWholeNumber } from './read-number.ts'
import { readValue, type ReadResult } from './read-result.ts'
import { readText } from './read-text.ts'
import { readUsState } from './read-us-state.ts'
import { readYesNo } from './read-yes-no.ts'
import { column, type ScheduleKind, type ScheduleValues } from './schedule-columns.ts'

const readCoveredWord = choiceReader(
  [
    ['covered', 'Covered'],
    ['excluded', 'Excluded'],
  ] as const,
  { covered: ['Eligible', 'Included', 'Listed', 'Approved', 'Active'], excluded: ['Ineligible', 'Not covered', 'Not eligible', 'Exclude', 'Declined'] },
  'eligibility',
)

/** Covered or excluded: yes/no, or the words (`Covered`, `Eligible`, `Excluded`, ...). */
function readCovered(text: string): ReadResult<boolean> {
  const flag = readYesNo(text)
  if ('value' in flag) return flag
  const word = readCoveredWord(text)
  return 'value' in word ? readValue(word.value === 'covered') : word
}

const date = (text: string, { today }: { today: string }) => readDate(text, today)

const DRIVER_COLUMNS = {
  firstName: column('First name', ['First', 'FName', 'Given name', 'Driver first name'], readText),
  lastName: column('Last name', ['Last', 'LName', 'Surname', 'Family name', 'Driver last name'], readText),
  fullName: column('Name', ['Full name', 'Driver name', 'Driver', 'Employee name', 'Employee', 'Driver full name'], readText, { importOnly: true }),
  licenseState: column(
    'License state',
    ['State', 'Lic state', 'DL state', 'CDL state', 'State of license', 'Issuing state', 'License st', 'Lic st', 'ST'],
    readUsState,
  ),
  licenseNumber: column(
    'License number',
    [
      'License no',
      'License',
      'Lic number',
      'Lic no',
      'Lic',
      'DL',
      'DL number',
      'DL no',
      'CDL',
      'CDL number',
      'CDL no',
      'Driver license number',
      'Drivers license',
      'Driver license',
      'Drivers license number',
      'Driver license no',
    ],
    readText,
  ),
  dateOfBirth: column('Date of birth', ['DOB', 'Birth date', 'Birthdate', 'Birthday', 'Born'], date),
  dateOfHire: column('Date of hire', ['Hire date', 'DOH', 'Hired', 'Date hired', 'Start date', 'Hire'], date),
  experience: column(
    'Years of experience',
    [
      'Years experience',
      'Yrs exp',
      'Years exp',
      'Exp',
      'Experience',
      'Years driving',
      'CDL years',
      'Years CDL',
      'CDL experience',
      'Yrs CDL',
      'Driving experience',
      'Years licensed',
      'YOE',
      'Yrs experience',
      'Years of CDL experience',
    ],
    readExperienceMonths,
  ),
  experienceMonths: column(
    'Months of experience',
    ['CDL months', 'Months CDL', 'Exp months', 'Months experience', 'Months of CDL experience', 'Months'],
    readWholeNumber,
  ),
  accidents: column(
    'Accidents',
    ['Accidents total', 'Number of accidents', 'Accident count', 'Accidents 3 years', 'At fault accidents', 'Number accidents'],
    readWholeNumber,
  ),
  violations: column(
    'Violations',
    ['Violations total', 'Number of violations', 'Violation count', 'Tickets', 'Moving violations', 'Minor violations', 'Number violations'],
    readWholeNumber,
  ),
  majorViolations: column('Major violations', ['Majors', 'Major violations total', 'Major violation count', 'Number of major violations'], readWholeNumber),
  suspensions: column(
    'Suspensions',
    ['Suspensions total', 'License suspensions', 'Number of suspensions', 'Suspension count', 'Number suspensions'],
    readWholeNumber,
  ),
  covered: column('Covered', ['Eligibility', 'Eligible', 'Coverage', 'Covered or excluded', 'Covered/excluded', 'Driver status', 'Status'], readCovered),
  owner: column('Owner', ['Is owner', 'Owner operator', 'Owner/operator', 'Owner driver', 'Owner-driver'], readYesNo),
}

type DriverValues = ScheduleValues<typeof DRIVER_COLUMNS>

/**
 * A full name fills the first and last names when the sheet has no columns of its own for them; the
 * months column adds to the years (`experience` is then the whole experience, in months).
 */
function completeDriver(values: DriverValues): DriverValues {
  const completed = { ...values }
  if (values.fullName && values.firstName === undefined && values.lastName === undefined) {
    Object.assign(completed, splitFullName(values.fullName))
  }
  if (values.experienceMonths !== undefined) completed.experience = (values.experience ?? 0) + values.experienceMonths
  return completed
}

/** Drivers: the quote's driver rows and the add-driver screen. `experience` is read in months. */
export const DRIVER_SCHEDULE: ScheduleKind<typeof DRIVER_COLUMNS> = {
  name: 'drivers',
  columns: DRIVER_COLUMNS,
  sheetNames: /driver|operator/i,
  complete: completeDriver,
}
