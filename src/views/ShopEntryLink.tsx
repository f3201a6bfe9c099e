import type { ReactNode } from 'react';
import { useShopEntryUrl } from '../machineHooks.tsx';

/**
 * A link to the shop's entry for this window (/h5/ on a phone, /pc/ otherwise). It alone subscribes to the
 * viewport, so when the machines start on a phone, or the window crosses the breakpoint, only the link
 * renders again, not the section around it.
 */
export function ShopEntryLink({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <a className={className} href={useShopEntryUrl()}>
      {children}
    </a>
  );
}
