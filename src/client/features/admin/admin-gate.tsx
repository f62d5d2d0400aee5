import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLoaderData } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { API_ERRORS } from '#shared/errors.ts';

// The console's chunk is requested only here, once the server has said the caller is an admin.
const AdminConsole = lazy(async () => ({
  default: (await import('./components/admin-console.tsx')).AdminConsole,
}));

export function AdminGate() {
  const { allowed } = useLoaderData<{ allowed: boolean }>();
  if (!allowed) return <NotAnAdmin />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24">
          <Spinner label="Loading the admin console" />
        </div>
      }
    >
      <AdminConsole />
    </Suspense>
  );
}

function NotAnAdmin() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <title>Admin · Founder Flow</title>
      <ShieldCheck aria-hidden="true" className="size-10 text-teal-700" />
      <h1 className="text-2xl font-bold tracking-tight text-indigo-950">Admin</h1>
      <p className="text-stone-700">{API_ERRORS.forbidden.message}</p>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        Back to Founder Flow
      </Link>
    </div>
  );
}
