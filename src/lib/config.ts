import { constants } from '../contract/constants.ts';

/**
 * Runtime configuration read from /config.json at start, so one build can point at any backend
 * that speaks the API. Empty strings mean "same origin as the page".
 */
export interface RuntimeConfig {
  /** Prefix of every API path, e.g. `https://api.example.com`; '' for the page's origin. */
  apiBase: string;
  /** Websocket URL; '' means `wss://<page host>/v1.0/ws` (product 7.10). */
  wsUrl: string;
  /** Base address of the merchant order-create API (product 7.5); '' means apiBase. */
  orderCreateBase: string;
  /** Default lifetime of the token cookie when the login answer does not say (product 9). */
  cookieDays: number;
}

const defaults: RuntimeConfig = {
  apiBase: '',
  wsUrl: '',
  orderCreateBase: '',
  cookieDays: constants.defaultCookieDays,
};

let current: RuntimeConfig = defaults;

/** Keeps only known keys of the right type, so a typo in config.json cannot break the app. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const str = (k: 'apiBase' | 'wsUrl' | 'orderCreateBase') => {
    const v = src[k];
    return typeof v === 'string' ? v.trim().replace(/\/+$/, '') : defaults[k];
  };
  const days = Number(src.cookieDays);
  return {
    apiBase: str('apiBase'),
    wsUrl: str('wsUrl'),
    orderCreateBase: str('orderCreateBase'),
    cookieDays: Number.isFinite(days) && days > 0 ? days : defaults.cookieDays,
  };
}

let loading: Promise<RuntimeConfig> | undefined;

/** Read once a page load: src/app/early-start.ts asks first, the entry then gets the same answer. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= readRuntimeConfig();
  return loading;
}

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // The default cache mode, so the request index.html preloads is the one used; the server sends
    // config.json with `no-cache`, so a cached copy is revalidated all the same.
    const res = await fetch('/config.json');
    current = parseRuntimeConfig(res.ok ? await res.json() : {});
  } catch {
    // Missing or broken config.json: the defaults serve the same-origin setup.
    current = defaults;
  }
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
