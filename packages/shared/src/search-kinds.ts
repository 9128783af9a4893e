// Without zod: what the portal's search page names (its tabs and labels), apart from the search's
// schemas in search.ts, which re-exports them.

/** What the site search looks through, in the order results are shown. */
export const SEARCH_KINDS = ['posts', 'products', 'big_problems', 'documents', 'pages'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  posts: 'Tin tức',
  products: 'Sản phẩm, giải pháp',
  big_problems: 'Bài toán lớn',
  documents: 'Văn bản',
  pages: 'Trang thông tin',
};
