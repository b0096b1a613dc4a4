import { paths } from '@/domain/paths'
import { hrefOf } from '@/domain/screens'

/** The edit forms of a submission transaction (sections 4.4 to 4.6). Only this feature links to them. */
export const addDriverPath = (displayId: string, transactionId: number) => hrefOf(paths.addDriver, { displayId, transactionId })

export const addTrailerPath = (displayId: string, transactionId: number) => hrefOf(paths.addTrailer, { displayId, transactionId })

/** The vehicle id is asked on the form: the API has no list of a transaction's vehicles. */
export const updateVehiclePath = (displayId: string, transactionId: number) => hrefOf(paths.updateVehicle, { displayId, transactionId })

/** An endorsement from a spreadsheet: drivers or trailers, one request per row. */
export const endorsePath = (displayId: string, transactionId: number) => hrefOf(paths.endorse, { displayId, transactionId })
