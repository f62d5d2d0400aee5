import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (≈ 9 KB gzipped on the landing path):
 * components expose variants instead of relying on later utilities overriding earlier ones.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
