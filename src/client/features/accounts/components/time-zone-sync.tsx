import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUpdateProfile } from '#client/features/accounts/api/account-queries.ts';
import { profileQuery } from '#client/entities/account/profile.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';

/** The browser's IANA zone ('Europe/Berlin'), or null where the runtime does not say. */
const browserTimeZone = (): string | null => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/**
 * Mounted once by the layout: a signed-in user whose profile has no time zone yet gets the browser's,
 * so the days that count toward their streak are their own dates, not UTC's. Once stored it is
 * left alone (a later settings screen changes it; a trip does not silently rewrite it).
 */
export function TimeZoneSync() {
  const { user } = useAuthSession();
  if (!user) return null;
  return <ReportTimeZone userId={user.id} />;
}

function ReportTimeZone({ userId }: { userId: string }) {
  const { data: profile } = useQuery(profileQuery(userId));
  const { mutate, isPending, isError } = useUpdateProfile(userId);
  const missing = profile !== undefined && profile.timeZone === null;
  useEffect(() => {
    const timeZone = browserTimeZone();
    if (missing && timeZone && !isPending && !isError) mutate({ timeZone });
  }, [missing, isPending, isError, mutate]);
  return null;
}
