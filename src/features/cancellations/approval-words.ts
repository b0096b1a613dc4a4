/**
 * Sentences more than one approval screen says, written once so that each says the same fact in the
 * same words: the single approval and "Approve several", their confirmations and their results.
 */

/** Rule 9: a success establishes nothing about the notices, nor that the cancellation is final. */
export const NOT_THE_NOTICES = 'Approval does not mean the notices are ready, printed or delivered, nor that the cancellation is final.'

/** Rules 3 and 5: the stored dates, not the requested ones, are what the notices run from. */
export const STORED_DATES_RULE = 'The notices run from the dates the service stores, which can be later than the requested ones.'
