import * as z from 'zod/mini'

/**
 * An id in a path (sections 2.1 and 2.9 type them as integers): written plainly, digits without a
 * leading zero (`1`, not `01`, `+1` or `1.0`), at most `digits` of them. The text of the path is read
 * to the number; the OpenAPI document states the number, an integer of 1 or more. Any other text
 * names no record: a 404, like an unknown id.
 */
const pathId = (digits: number) =>
  z.codec(z.string().check(z.regex(new RegExp(`^[1-9]\\d{0,${digits - 1}}$`), 'Use the id, a whole number like 1')), z.int().check(z.minimum(1)), {
    decode: Number,
    encode: String,
  })

/** A transaction's or a vehicle's id. */
export const pathIdSchema = pathId(10)

/** A webhook subscription's id. */
export const subscriptionIdSchema = pathId(15)
