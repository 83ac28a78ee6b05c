/**
 * The browser and device a user agent names, as a person would say them ("Chrome", "Android"):
 * enough to tell one's phone from one's laptop in a list of sessions. Null where unknown; the raw
 * text stays available for support.
 */
export interface DeviceName {
  browser: string | null;
  device: string | null;
}

/** Most specific first: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Tablets and phones before desktops: an iPad says "Mac OS X" too, Android says "Linux". */
const devices: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function deviceName(userAgent: string): DeviceName {
  const find = (list: readonly [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(browsers), device: find(devices) };
}
