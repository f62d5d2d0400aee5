/** One decimal, always shown, so a column of moods lines up (4 → '4.0'). */
export const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** A difference from the average with its sign spelled out, zero included, so it reads as a change. */
export const signedDecimal = (n: number) =>
  n > 0 ? `+${oneDecimal(n)}` : n < 0 ? `−${oneDecimal(-n)}` : '±0.0';
