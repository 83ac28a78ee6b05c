/**
 * antd-mobile's toasts ("Saved", "Copied", a failure) carry no role, so a screen reader never
 * hears them (WCAG 4.1.3). Each is drawn in a fresh element at the end of the body: while one is
 * shown, its text is put in a polite live region that stays in the page (decision 101).
 */
export function announceToasts(doc: Document = document): void {
  const region = doc.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = 'visually-hidden';
  doc.body.append(region);

  const watch = (host: HTMLElement) => {
    const found = new MutationObserver(() => {
      const text = host.querySelector('.adm-toast-main')?.textContent?.trim();
      if (!text) return;
      found.disconnect();
      region.textContent = text;
    });
    found.observe(host, { childList: true, subtree: true });
    // A host that is no toast (a sheet's frame) is let go soon.
    window.setTimeout(() => found.disconnect(), 3000);
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLDivElement && node !== region) watch(node);
  }).observe(doc.body, { childList: true });
}
