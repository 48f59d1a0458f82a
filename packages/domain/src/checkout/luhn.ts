/**
 * The Luhn check digit test (spec/1 §5 Checkout): from the right, every second digit is
 * doubled (minus 9 when above 9) and the sum must end in 0. Only digit strings can pass.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
