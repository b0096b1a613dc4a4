import type { SubmissionRecord } from '@/domain/recent-submissions'
import { emptyDriver, emptyTrailer, emptyVehicle, type QuoteForm } from './form/model'

export type ResultSchedules = NonNullable<SubmissionRecord['schedules']>

const filledIn = <Row>(rows: readonly Row[], empty: () => Row): Record<string, unknown>[] => {
  const blank = JSON.stringify(empty())
  return rows.filter((row) => JSON.stringify(row) !== blank) as Record<string, unknown>[]
}

/**
 * The fleet rows a result keeps for the CSV export (ADR 0045): what the form held when it was sent,
 * without a row never filled in (a new indication's first vehicle and driver).
 */
export const schedulesOf = (values: QuoteForm): ResultSchedules => ({
  vehicles: filledIn(values.vehicles, emptyVehicle),
  trailers: filledIn(values.trailers, emptyTrailer),
  drivers: filledIn(values.drivers, emptyDriver),
})
