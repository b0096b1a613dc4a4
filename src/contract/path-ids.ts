import * as z from 'zod/mini'

/**
 * An id in a path (sections 2.1 and 2.9 type them as integers): written plainly, digits without a
 * leading zero (`1`, not `01`, `+1` or `1.0`), at most `digits` of them. Any other text names no
 * record: a 404, like an unknown id. The OpenAPI document states the number the text is read to
 * (src/contract/operations.ts).
 */
const pathIdText = (digits: number) => z.string().check(z.regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), 'Use the id, a whole number like 1'))

/** A transaction's or a vehicle's id, as text and read to its number. */
export const PATH_ID_TEXT = pathIdText(10)
export const pathIdSchema = z.pipe(PATH_ID_TEXT, z.transform(Number))

/** A webhook subscription's id. */
export const SUBSCRIPTION_ID_TEXT = pathIdText(15)
export const subscriptionIdSchema = z.pipe(SUBSCRIPTION_ID_TEXT, z.transform(Number))
