import { useEffect, useState } from 'react';
import { defaultSystemName, publicInfoPaths, type PublicBrand, type PublicContact } from '../contract/index.ts';
import { sendCall } from './api/wire.ts';

const lastNameKey = 'brand.systemName';

/** Remembers the name a page read, so the next sign-in page starts with it. */
export function rememberSystemName(name: string) {
  try {
    if (name) localStorage.setItem(lastNameKey, name);
  } catch {
    // Storage may be full or blocked; the name is read again from the server.
  }
}

function lastSystemName(): string {
  try {
    return localStorage.getItem(lastNameKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * The name the server wrote into a prerendered sign-in page (decision 061): the first render
 * shows the same, so React takes the page over without redrawing it.
 */
let pageSystemName = '';
export function setPageSystemName(name: string): void {
  pageSystemName = name;
}

export interface PublicInfo {
  /** The product's name (SysFlag): the server's, else the one this device last saw, else the default. */
  systemName: string;
  /** ContactInfo, or '' while it loads, when none is set or when it cannot be read. */
  contact: string;
}

/**
 * What the sign-in page shows before anyone is signed in, read through the two public calls
 * without react-query or the contract's schemas (decision 061). A failed read leaves the
 * remembered name and no contact line.
 */
export function usePublicInfo(): PublicInfo {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  useEffect(() => {
    let live = true;
    sendCall<PublicBrand>('GET', publicInfoPaths.brand).then(
      (brand) => {
        if (!live) return;
        rememberSystemName(brand.systemName);
        setName(brand.systemName);
      },
      () => undefined,
    );
    sendCall<PublicContact>('GET', publicInfoPaths.contact).then(
      (answer) => live && setContact(answer.contactInfo.trim()),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { systemName: name || pageSystemName || lastSystemName() || defaultSystemName, contact };
}
