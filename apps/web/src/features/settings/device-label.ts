/** What a session's user agent says about the device: its browser and operating system, when recognised. */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also name Chrome and Safari; Chrome also names Safari.
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** `Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/131.0 Safari/537.36` → Chrome, Windows. */
export function parseDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(browsers, userAgent), os: first(systems, userAgent) };
}
