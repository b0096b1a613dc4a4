import { submissionPath } from '@/domain/paths'

/**
 * The edit forms of a submission transaction (sections 4.4 to 4.6). Only this feature links to them, so
 * they are not in src/domain/paths.ts.
 */
export const addDriverPath = (displayId: string, transactionId: number) => `${submissionPath(displayId, transactionId)}/drivers/new`

export const addTrailerPath = (displayId: string, transactionId: number) => `${submissionPath(displayId, transactionId)}/trailers/new`

/** The vehicle id is asked on the form: the API has no list of a transaction's vehicles. */
export const updateVehiclePath = (displayId: string, transactionId: number) => `${submissionPath(displayId, transactionId)}/vehicles/update`

/** An endorsement from a spreadsheet: drivers or trailers, one request per row. */
export const endorsePath = (displayId: string, transactionId: number) => `${submissionPath(displayId, transactionId)}/from-a-spreadsheet`
