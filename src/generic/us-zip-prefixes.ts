import { isUsStateCode, usStateName, type UsStateCode } from './us-states.ts'

/**
 * The first three digits of the ZIP codes of each state, as ranges (`[first, last]`, inclusive).
 * Source: USPS Publication 65 (National Five-Digit ZIP Code and Post Office Directory) by its 3-digit
 * prefixes, as tabulated in Wikipedia's "List of ZIP Code prefixes" (read 2026-11). A few prefixes
 * serve post offices on both sides of a state line; they are listed under both states (063 Fishers
 * Island NY, 422 Fort Campbell KY and TN, 717 Junction City AR and LA, 834 Alta WY). Prefixes of
 * military mail (AA, AE, AP) and of the territories are no state's.
 */
const ZIP_PREFIXES: Record<UsStateCode, readonly (readonly [number, number])[]> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
    [569, 569],
  ],
  FL: [
    [320, 339],
    [341, 349],
  ],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [
    [700, 714],
    [717, 717],
  ],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [63, 63],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 732],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [
    [370, 385],
    [422, 422],
  ],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [
    [820, 831],
    [834, 834],
  ],
}

const STATES = Object.entries(ZIP_PREFIXES) as [UsStateCode, readonly (readonly [number, number])[]][]

/** The states whose ZIP codes start with the first three digits of `zip` (none for a prefix no state has). */
export function statesOfZip(zip: string): UsStateCode[] {
  const prefix = Number(zip.trim().slice(0, 3))
  if (!/^\d{5}/.test(zip.trim())) return []
  return STATES.flatMap(([state, ranges]) => (ranges.some(([first, last]) => prefix >= first && prefix <= last) ? [state] : []))
}

/**
 * A ZIP code that belongs to another state, in words: "ZIP code 30336 is in Georgia, not North
 * Carolina: check the ZIP code and the state". Null when it fits, or when either is not known.
 */
export function zipStateProblem(zip: string, state: string): string | null {
  const states = statesOfZip(zip)
  if (!isUsStateCode(state) || states.length === 0 || states.includes(state)) return null
  return `ZIP code ${zip.trim()} is in ${states.map(usStateName).join(' or ')}, not ${usStateName(state)}: check the ZIP code and the state`
}
