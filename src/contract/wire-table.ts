/**
 * A wire group (one object of a request body) as one table, keyed by the contract's wire names: each
 * row says which form field it comes from and how its value is written. The request is written from
 * the table and a 422's paths are read back through the same table, so a wire name is written once
 * beside its form field and its converter. Tables are checked against the contract's types:
 * `satisfies WireTable<Form, Wire>` needs a row for every wire field and the right value type.
 */

export interface WireField<Form, Value> {
  /** The form field (relative to the group, dotted: `requested.al`); null when the form asks nothing (the country). */
  field: string | null
  toWire: (form: Form) => Value
}

export type WireTable<Form, Wire> = { readonly [Name in keyof Wire]-?: WireField<Form, Wire[Name]> }

/**
 * Rows for one form shape: `from('vin', normalizeVin)` writes the form's `vin` through `normalizeVin`;
 * the converter also gets the whole group, for values that depend on another field.
 */
export const wireFieldsOf =
  <Form>() =>
  <Key extends keyof Form & string, Value>(field: Key, convert: (value: Form[Key], form: Form) => Value): WireField<Form, Value> => ({
    field,
    toWire: (form) => convert(form[field], form),
  })

/** The wire object of one form group, in the table's order. */
export function writeWire<Form, Wire>(table: WireTable<Form, Wire>, form: Form): Wire {
  const rows = Object.entries(table) as [string, WireField<Form, unknown>][]
  return Object.fromEntries(rows.map(([name, row]) => [name, row.toWire(form)])) as Wire
}

/** The form field a wire name comes from, for a 422's path; null for a name the table does not have. */
export function formFieldOf(table: FormFields, wireName: string | undefined): string | null {
  if (wireName === undefined || !Object.hasOwn(table, wireName)) return null
  return table[wireName]?.field ?? null
}

/** What reading back needs of any table: the form field of each wire name. */
export type FormFields = Readonly<Record<string, Pick<WireField<never, unknown>, 'field'>>>
