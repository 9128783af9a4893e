/**
 * How the portal names Resolution 57 (docs/GLOSSARY.md): in full, with its number, date and issuer,
 * where a page first mentions it; "Nghị quyết 57" after that, never "NQ57".
 */
export const resolution57 = {
  full:
    'Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, ' +
    'đổi mới sáng tạo và chuyển đổi số quốc gia',
  short: 'Nghị quyết 57',
} as const;
