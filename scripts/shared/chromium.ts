// How every tool here starts Debian's Chromium: the binary, and the flags that keep it from
// reaching for the network (this machine's network is closed) or for a GPU and sandbox it lacks.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
