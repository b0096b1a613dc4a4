import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { formIssuesOf, schemaIssues } from '../form-issues'

describe('formIssuesOf', () => {
  it('keeps the first message of each path, under a prefix', () => {
    expect(
      formIssuesOf(
        [
          { path: ['username'], message: 'first' },
          { path: ['username'], message: 'second' },
          { path: ['vehicles', 2, 'vin'], message: 'Bad VIN' },
        ],
        'form',
      ),
    ).toEqual([
      { path: 'form.username', message: 'first' },
      { path: 'form.vehicles.2.vin', message: 'Bad VIN' },
    ])
  })

  it("reads a schema's issues on values", () => {
    expect(schemaIssues(z.object({ name: z.string().check(z.minLength(1, 'Enter the name')) }), { name: '' })).toEqual([
      { path: 'name', message: 'Enter the name' },
    ])
  })
})
