import { Link } from 'react-router';
import { Logo } from '#client/components/brand/logo.tsx';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';

const QUICK_LINKS = [
  { label: 'Sessions', to: '/sessions' },
  { label: 'Advisors', to: '/advisors' },
  { label: 'AI Owl', to: '/journal' },
  { label: 'Subscription', to: '/subscription' },
];

const LEGAL_LINKS = [
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Contact Us', to: '/contact' },
];

const linkClass = `rounded text-sm text-indigo-100 transition-colors hover:text-white ${focusRingOnDark}`;

export function SiteFooter() {
  return (
    <footer className="below-fold bg-indigo-950 text-indigo-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-indigo-200">
            Personal growth for the people building what comes next: a few calm minutes a day to grow yourself
            while you grow your company.
          </p>
        </div>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-indigo-200 sm:px-6">
          © {new Date().getFullYear()} Founder Flow. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
