/**
 * The opening words of the home page. The portal's home page renders them, and the server paints
 * them first, in the page it sends, before the portal's script has run (server web/portal.ts).
 */
export const homeHero = {
  title: 'Cổng thông tin Nghị quyết 57',
  lead:
    'Nơi người dân, doanh nghiệp và các nhà khoa học cùng theo dõi, đóng góp và kết nối trong triển khai ' +
    'Nghị quyết số 57-NQ/TW của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo ' +
    'và chuyển đổi số quốc gia.',
};
