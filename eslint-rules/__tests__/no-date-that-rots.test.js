import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import plugin from '../no-date-that-rots.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
})
const NEXT_YEAR = new Date().getUTCFullYear() + 1

tester.run('no-date-that-rots', plugin.rules['no-date-that-rots'], {
  valid: [
    { name: 'history: a model year, a birth date before 2025', code: "const unit = { year: '2019', note: 'born 03/15/1985' }" },
    { name: 'a fact of the past named as one', code: "const dateOfBirth = '2025-02-03'; const fixture = { receivedAt: '2025-11-20T14:03:11Z' }" },
    { name: 'the start of a rule, named as one', code: `surplusLinesTax([{ from: '${NEXT_YEAR}-01-01', value: '0.009' }])` },
    { name: 'a date from the clock', code: 'await box.fill(daysFromToday(30).us)' },
    { name: 'not a date: an id, a VIN, a number', code: "const ids = ['BR-20260101', '1XKYD49X6MJ123456', '12345678']" },
  ],
  invalid: [
    { name: 'a date typed as digits', code: "await page.keyboard.type('12012026')", errors: 1 },
    { name: 'an ISO date and a US one', code: "const url = `/tax?effective_date=2026-12-01`; box.fill('12/01/2026')", errors: 2 },
    { name: 'a moment', code: "const example = { occurredAt: '2027-03-10T15:00:00.000Z' }", errors: 1 },
    { name: 'a date in words on a screen', code: 'const hint = <p>For example December 1, 2026.</p>', errors: 1 },
    { name: 'a fact of the past that has not happened yet', code: `const dateOfHire = '${NEXT_YEAR}-06-01'`, errors: [{ message: /has not happened yet/ }] },
  ],
})
