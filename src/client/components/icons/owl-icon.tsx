import type { SVGProps } from 'react';

/** The AI Owl, drawn in lucide's style (24 px grid, 2 px stroke) since lucide has no owl. */
export function OwlIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d="M5 4l2.5 2.2A7 7 0 0 1 12 5a7 7 0 0 1 4.5 1.2L19 4v9a7 7 0 0 1-14 0z" />
      <circle cx="9" cy="11" r="2" />
      <circle cx="15" cy="11" r="2" />
      <path d="M11 15l1 1.2 1-1.2" />
      <path d="M9 20l-1 2M15 20l1 2" />
    </svg>
  );
}
