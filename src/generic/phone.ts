const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The 10 digits of a US phone number typed with or without punctuation and a leading 1. */
export function phoneDigits(text: string): string {
  const digits = digitsOf(text)
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}
