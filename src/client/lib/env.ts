/** The only reader of `import.meta.env` on the client. */
export const env = {
  /** Empty in the usual setup: the API shares the SPA's origin (or Vite proxies it in development). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  isDev: import.meta.env.DEV,
} as const;
