import { createContext, useContext } from 'react';

/** Opens the password dialog and resolves once the admin confirmed (rejects if they cancel). */
export type Reauth = () => Promise<void>;

export const ReauthContext = createContext<Reauth>(() =>
  Promise.reject(new Error('The admin console provides re-authentication')),
);

export const useReauth = () => useContext(ReauthContext);
