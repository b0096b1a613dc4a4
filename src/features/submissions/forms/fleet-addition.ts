import type { Path } from 'react-hook-form'
import { formFieldOf, writeWire, type WireTable } from '@/contract/wire-table'
import type { ImportForm } from '@/domain/fleet/import-preview'
import type { FormIssue } from '@/generic/form-issues'
import { fieldUnder } from './field-under'

/** What a transaction's fleet takes one row at a time, by its noun: a driver (section 2.3), a trailer (section 2.5). */
export type FleetNoun = 'driver' | 'trailer'

/** The form that adds one row, kept under its noun (`driver.firstName`), as its draft and its 422s name it. */
export type AdditionForm<Noun extends FleetNoun, Row> = { [Key in Noun]: Row }

/** An addition's form as its checks need it: empty, its body, and where a 422's wire path shows. */
export interface AdditionRows<Noun extends FleetNoun, Row extends object, Request> {
  noun: Noun
  empty: () => AdditionForm<Noun, Row>
  toRequest: (form: AdditionForm<Noun, Row>) => Request
  /** The body of one row, as a run of many sends each. */
  rowRequest: (row: Row) => Request
  /** `name_first` on `driver.firstName`; null for a path no field takes. */
  fieldOf: (wirePath: string) => Path<AdditionForm<Noun, Row>> | null
  /** The same without the noun (`firstName`), for a run of many rows. */
  rowFieldOf: (wirePath: string) => string | null
}

/** Adding a driver or a trailer, alike on the page and in a run of many: the form, its checks, a schedule row filling it, the row in words. */
export interface FleetAddition<Noun extends FleetNoun, Row extends object, Request> extends AdditionRows<Noun, Row, Request> {
  issuesOf: (form: AdditionForm<Noun, Row>, today: string) => FormIssue[]
  /** A row of a pasted schedule fills the form, checked by the form's own rules. */
  rowImport: ImportForm<Row>
  /** The added row in words, for the submission's history here. */
  describe: (row: Row) => string
}

export function additionRows<Noun extends FleetNoun, Row extends object, Request>(
  noun: Noun,
  emptyRow: () => Row,
  wire: WireTable<Row, Request>,
): AdditionRows<Noun, Row, Request> {
  type Form = AdditionForm<Noun, Row>
  return {
    noun,
    empty: () => ({ [noun]: emptyRow() }) as Form,
    toRequest: (form) => writeWire(wire, form[noun]),
    rowRequest: (row) => writeWire(wire, row),
    fieldOf: (wirePath) => fieldUnder<Form>(noun, wire, wirePath),
    rowFieldOf: (wirePath) => formFieldOf(wire, wirePath),
  }
}

export function fleetAddition<Noun extends FleetNoun, Row extends object, Request>(
  rows: AdditionRows<Noun, Row, Request>,
  issuesOf: (form: AdditionForm<Noun, Row>, today: string) => FormIssue[],
  describe: (row: Row) => string,
): FleetAddition<Noun, Row, Request> {
  const rowImport: ImportForm<Row> = {
    empty: () => rows.empty()[rows.noun],
    issuesOf: (row, today) => issuesOf({ [rows.noun]: row } as AdditionForm<Noun, Row>, today),
  }
  return { ...rows, issuesOf, rowImport, describe }
}
