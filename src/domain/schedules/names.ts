/**
 * A name reduced to what identifies it: lower case letters and digits only, `#` read as "number" and
 * the British "licence" as "license". `Serial #`, `serial-number` and `SERIAL NUMBER` compare equal.
 */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('#', ' number ')
    .replaceAll('licence', 'license')
    .replace(/[^a-z0-9]/g, '')
}
