import { vi } from 'vitest';

/** localStorage backed by a Map, enough for code that stores tokens and preferences. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A cookie jar behind `document.cookie`: writes with a past `expires` delete the cookie. */
function cookieDocument() {
  const jar = new Map<string, string>();
  return {
    documentElement: { lang: '' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const expires = attrs.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
}

/** Installs the few browser globals the app's session and API code touch, in the node test env. */
export function installBrowserGlobals() {
  const localStorage = new MemoryStorage();
  const document = cookieDocument();
  const assign = vi.fn();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { protocol: 'http:', origin: 'http://localhost' });
  vi.stubGlobal('window', { location: { assign } });
  return { localStorage, document, assign };
}
