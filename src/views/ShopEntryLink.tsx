import { type ReactNode, useEffect, useRef } from 'react';
import { useShopEntryUrl } from '../machineHooks.tsx';

/**
 * A link to the shop's entry for this window (/h5/ on a phone, /pc/ otherwise). It alone subscribes to the
 * viewport, so when the machines start on a phone, or the window crosses the breakpoint, only the link
 * renders again, not the section around it.
 */
export function ShopEntryLink({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const href = useShopEntryUrl();
  const link = useRef<HTMLAnchorElement>(null);
  // Pressed before the app ran, the link may point at the narrow entry already (the head script's doing:
  // src/earlyInput/README.md), and hydration keeps an attribute as it finds it (a development build says
  // so in the console; a production one says nothing). So once hydrated the link says again what the
  // app says; from then on React keeps it so.
  useEffect(() => {
    if (link.current && link.current.getAttribute('href') !== href) link.current.setAttribute('href', href);
  }, [href]);
  return (
    <a ref={link} className={className} href={href}>
      {children}
    </a>
  );
}
