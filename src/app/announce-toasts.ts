/**
 * antd-mobile's toasts ("Saved", "Copied", a failure) carry no role, so a screen reader never
 * hears them (WCAG 4.1.3). Each is drawn into an empty element it adds at the end of the body and
 * fills a moment later: such an element is made a polite live region before it is filled, so its
 * text is read out; if what fills it is no toast, it is a live region no longer (decision 101).
 * The text itself is never copied elsewhere: the page shows and says it once.
 */
export function announceToasts(doc: Document = document): void {
  const watch = (host: HTMLElement) => {
    host.setAttribute('aria-live', 'polite');
    host.setAttribute('aria-atomic', 'true');
    const filled = new MutationObserver(() => {
      if (!host.firstElementChild) return;
      filled.disconnect();
      if (host.querySelector('.adm-toast-mask')) return;
      host.removeAttribute('aria-live');
      host.removeAttribute('aria-atomic');
    });
    filled.observe(host, { childList: true });
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLDivElement && !node.firstChild && !node.attributes.length) watch(node);
  }).observe(doc.body, { childList: true });
}
