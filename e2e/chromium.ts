/**
 * How every browser of the tests and benchmarks is launched: Debian's Chromium, never a downloaded
 * browser (this machine has no network for that), without the background work that would cost
 * the 2 cores time.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
