import { describe, expect, it } from 'vitest'
import { US_STATE_CODES } from '../us-states'
import { statesOfZip, zipStateProblem } from '../us-zip-prefixes'

describe('ZIP codes and their states', () => {
  it('knows the state of a ZIP code by its first three digits, ZIP+4 too', () => {
    expect(statesOfZip('30336')).toEqual(['GA'])
    expect(statesOfZip('28202-1234')).toEqual(['NC'])
    expect(statesOfZip('06390')).toEqual(['CT', 'NY'])
    expect(statesOfZip('00901')).toEqual([])
    expect(statesOfZip('303')).toEqual([])
  })

  it('says a ZIP code of another state, and nothing when it fits or is not known', () => {
    expect(zipStateProblem('30336', 'NC')).toBe('ZIP code 30336 is in Georgia, not North Carolina: check the ZIP code and the state')
    expect(zipStateProblem('30336', 'GA')).toBeNull()
    expect(zipStateProblem('83414', 'WY')).toBeNull()
    expect(zipStateProblem('00901', 'GA')).toBeNull()
    expect(zipStateProblem('30336', '')).toBeNull()
  })

  it('has every state, and no prefix in two states but the border offices listed', () => {
    const owners = new Map<number, string[]>()
    for (let prefix = 0; prefix < 1000; prefix += 1) owners.set(prefix, statesOfZip(`${String(prefix).padStart(3, '0')}00`))
    expect(US_STATE_CODES.filter((state) => ![...owners.values()].some((states) => states.includes(state)))).toEqual([])
    expect([...owners].filter(([, states]) => states.length > 1).map(([prefix]) => prefix)).toEqual([63, 422, 717, 834])
  })
})
