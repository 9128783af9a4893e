/**
 * Two names react-admin 5.15's Datagrid leaves out, which screen readers miss and axe fails a list
 * for, given here wherever such a list appears:
 * - each row's checkbox is named ("Chọn dòng này") on MUI's wrapping `span` instead of the `input`
 *   (DatagridRow passes `aria-label` to `<Checkbox>`, which MUI v9 puts on the root): moved to the
 *   input, as react-admin's own select-all does with `slotProps.input` (aria-prohibited-attr, label);
 * - the header of the column of expand buttons (a list whose rows open a detail) is an empty `th`:
 *   (its "expand all" button is hidden from them): it gets words for screen readers (empty-table-header).
 * Once react-admin does either, this finds nothing to do.
 */
const ROW_CHECKBOX = 'span.RaDatagrid-checkbox[aria-label]';
/** The expand column's header: empty, or holding only react-admin's hidden "expand all" button. */
const EXPAND_HEADER = 'th.RaDatagrid-expandHeader:not(:has([data-header-words]))';
const EXPAND_HEADER_TEXT = 'Chi tiết';

function nameDatagridParts(root: ParentNode) {
  for (const span of root.querySelectorAll<HTMLElement>(ROW_CHECKBOX)) {
    const input = span.querySelector('input');
    const name = span.getAttribute('aria-label');
    if (!input || !name) continue;
    input.setAttribute('aria-label', name);
    span.removeAttribute('aria-label');
  }
  for (const header of root.querySelectorAll<HTMLElement>(EXPAND_HEADER)) {
    const words = document.createElement('span');
    // MUI's visually-hidden style: read, not shown.
    words.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    words.textContent = EXPAND_HEADER_TEXT;
    words.dataset.headerWords = '';
    header.append(words);
  }
}

/** Watches `root` (the back office's page) and names the parts of every list react-admin draws. */
export function watchDatagridNames(root: HTMLElement): () => void {
  nameDatagridParts(root);
  const observer = new MutationObserver(() => nameDatagridParts(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
