/** `redirect` keeps slashes readable (`/auth?tab=signup&redirect=/`) but escapes everything else. */
function redirectParam(path: string): string {
  return encodeURIComponent(path).replaceAll('%2F', '/');
}

/** Where "get started" buttons go: the sign-up tab, returning to `redirect` afterwards. */
export function signUpHref(redirect: string): string {
  return `/auth?tab=signup&redirect=${redirectParam(redirect)}`;
}

export function signInHref(redirect: string): string {
  return `/auth?redirect=${redirectParam(redirect)}`;
}
