import { useId } from 'react';

/** Our logo, inline: no request before the first paint. Decorative; the brand name stands beside it. */
export function Logo({ size }: { readonly size: number }) {
  const gradient = `${useId()}-logo`;
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 64 64">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ea580c" />
          <stop offset="1" stopColor="#9a3412" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M18 24h28l-2.4 24.2A3 3 0 0 1 40.6 51H23.4a3 3 0 0 1-3-2.8Z" fill="#fff" />
      <path d="M25 26v-4a7 7 0 0 1 14 0v4" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="m26 37 4.5 4.5L39 33" fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
