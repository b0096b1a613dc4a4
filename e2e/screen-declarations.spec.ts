import { expect, test } from './support/fixtures.ts'
import { missingTests } from './screens/index.ts'

// What src/features/<feature>/screens.ts asks of the suites (DEVELOPERS.md, "Adding a screen"; ADR 0097), failing with the screens and rows that miss it.
test.describe('every declared screen is tested as its declaration says', () => {
  for (const [rule, problems] of Object.entries(missingTests())) {
    test(rule, () => expect(problems, rule).toEqual([]))
  }
})
